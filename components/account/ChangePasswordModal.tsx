'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/layout/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordForm } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { ErrorNotice } from '@/components/form/Notice';
import { NewPasswordFields } from '@/components/auth/NewPasswordFields';
import { PasswordField } from '@/components/form/TextField';
import styles from '@/components/form/Form.module.scss';
import { Modal } from './Modal';
import { useSignInAgain } from './useSignInAgain';

const CHANGED = 'Password changed successfully!';
const CHANGE_FAILED = 'Failed to change password. Try again.';

/** "Change password" and its "Password Reset" modal with the live checklist on the new password. */
export function ChangePasswordModal({ buttonClassName }: { buttonClassName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => setOpen(true)}>
        Change password
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Password Reset">
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const signInAgain = useSignInAgain();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(null);
    const result = await api.account.changePassword({ oldPassword, newPassword });
    if (result.ok) {
      toast.success(CHANGED);
      onDone();
      return;
    }
    if (signInAgain(result.status)) return;
    setError(result.status === 400 && result.message ? result.message : CHANGE_FAILED);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ErrorNotice message={error} onClose={() => setError(null)} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        registration={register('oldPassword')}
        error={errors.oldPassword?.message}
      />
      <p className={styles.aside}>
        <Link href="/account/forgot-password">Forgot password?</Link>
      </p>
      <NewPasswordFields
        form={form}
        names={['newPassword', 'confirmPassword']}
        labels={['New password', 'Re-enter new password']}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change Password'}
      </button>
    </form>
  );
}
