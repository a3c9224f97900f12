'use client';

import { useId } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from '../form/TextField';

/**
 * A new password with the live strength checklist (spec section 5: on the new password field
 * only) and its confirmation. Signup, reset password and change password all ask this way; each
 * passes its form, the names of its two fields and their labels.
 */
export function NewPasswordFields<Values extends FieldValues>({
  form,
  names: [passwordName, confirmationName],
  labels: [passwordLabel, confirmationLabel],
}: {
  form: UseFormReturn<Values>;
  names: [password: FieldPath<Values>, confirmation: FieldPath<Values>];
  labels: [password: string, confirmation: string];
}) {
  const checklistId = useId();
  const typed: unknown = useWatch({ control: form.control, name: passwordName });
  const errorOf = (name: FieldPath<Values>) =>
    form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        registration={form.register(passwordName)}
        error={errorOf(passwordName)}
        aria-describedby={checklistId}
      />
      <PasswordChecklist id={checklistId} password={typeof typed === 'string' ? typed : ''} />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        registration={form.register(confirmationName)}
        error={errorOf(confirmationName)}
      />
    </>
  );
}
