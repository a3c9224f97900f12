'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signupDetailsForm } from '@/lib/contract/accounts';
import type { SignupDetails } from './signup-types';
import { TextField } from '../form/TextField';
import styles from '../form/Form.module.scss';

/** Step 1: first name, last name, phone number and email. */
export function SignupDetailsStep({
  initial,
  onDone,
}: {
  initial: SignupDetails | null;
  onDone: (details: SignupDetails) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupDetailsForm),
    defaultValues: initial ?? { firstName: '', lastName: '', phoneNumber: '', email: '' },
  });
  // Both names share one message: "First name and last name are required".
  const nameError = errors.firstName?.message ?? errors.lastName?.message;

  return (
    <form className={styles.form} onSubmit={handleSubmit(onDone)} noValidate>
      <div className={styles.row}>
        <TextField
          label="First name"
          autoComplete="given-name"
          registration={register('firstName')}
          invalid={Boolean(errors.firstName)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          registration={register('lastName')}
          invalid={Boolean(errors.lastName)}
        />
      </div>
      {nameError ? (
        <p className={styles.error} role="alert">
          {nameError}
        </p>
      ) : null}
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0803 000 0000"
        registration={register('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className={styles.primary}>
        Continue
      </button>
    </form>
  );
}
