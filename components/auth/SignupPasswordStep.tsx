'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { authFailureText } from '@/lib/shared/auth-failure';
import { signupPasswordForm } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { NewPasswordFields } from './NewPasswordFields';
import type { Message, SignupDetails } from './signup-types';
import styles from '../form/Form.module.scss';

const SIGNUP_FAILED = 'Error during signup';
const CODE_SENT = 'Verification code sent to email';

/** Step 2: password with the live checklist, its confirmation, then the signup call. */
export function SignupPasswordStep({
  details,
  onMessage,
  onBack,
  onDone,
}: {
  details: SignupDetails;
  onMessage: (message: Message) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(signupPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    onMessage(null);
    const result = await api.auth.signup({ ...details, password });
    if (!result.ok) {
      const text = authFailureText(result, { refused: SIGNUP_FAILED, preferServerMessage: true });
      onMessage({ tone: 'error', text });
      return;
    }
    onMessage({ tone: 'success', text: result.data.message ?? CODE_SENT });
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <NewPasswordFields
        form={form}
        names={['password', 'confirmPassword']}
        labels={['Password', 'Confirm password']}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          Back
        </button>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </button>
      </div>
    </form>
  );
}
