import type { z } from 'zod';
import type { signupDetailsForm } from '@/lib/contract/accounts';

/** What the sign-up steps pass along: the first step's details, and a step's message. */
export type SignupDetails = z.output<typeof signupDetailsForm>;
export type Message = { tone: 'error' | 'success'; text: string } | null;
