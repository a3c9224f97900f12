'use client';

import { useId, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Form.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

export interface TextFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's own error; omit when the form shows one shared message instead. */
  error?: string;
  /** Marks the field invalid without a message of its own. */
  invalid?: boolean;
  hint?: string;
}

function describe(id: string, error?: string, hint?: string, extra?: string) {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/** A labelled input wired to react-hook-form, with its error announced beside it. */
export function TextField({
  label,
  registration,
  error,
  invalid,
  hint,
  'aria-describedby': extraDescription,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = describe(id, error, hint, extraDescription);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a Show/Hide switch: typing on a phone keyboard is error-prone. */
export function PasswordField({
  label,
  registration,
  error,
  hint,
  'aria-describedby': extraDescription,
  ...input
}: Omit<TextFieldProps, 'type' | 'invalid'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = describe(id, error, hint, extraDescription);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          {...registration}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
