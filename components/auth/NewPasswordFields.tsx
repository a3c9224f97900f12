'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './TextField';

interface Field {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A new password with the live strength checklist (spec section 5: on the new password field
 * only) and its confirmation. Signup, reset password and change password all ask this way.
 */
export function NewPasswordFields({
  password,
  confirmation,
  value,
}: {
  password: Field;
  confirmation: Field;
  /** The password typed so far, for the checklist. */
  value: string;
}) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={password.label}
        autoComplete="new-password"
        registration={password.registration}
        error={password.error}
        aria-describedby={checklistId}
      />
      <PasswordChecklist id={checklistId} password={value} />
      <PasswordField
        label={confirmation.label}
        autoComplete="new-password"
        registration={confirmation.registration}
        error={confirmation.error}
      />
    </>
  );
}
