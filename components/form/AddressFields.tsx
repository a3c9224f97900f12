'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

interface FieldProps {
  registration: UseFormRegisterReturn;
  invalid: boolean;
}

/** The street address, as the checkout and the address book ask for it. */
export function StreetAddressField({ registration, invalid }: FieldProps) {
  return (
    <TextField
      label="Address"
      autoComplete="street-address"
      registration={registration}
      invalid={invalid}
    />
  );
}

/** The postcode: digits only (anything else typed is dropped at once), ten at most. */
export function PostcodeField({ registration, invalid }: FieldProps) {
  const digitsOnly: typeof registration.onChange = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = input.value.replace(/\D/g, '');
    return registration.onChange(event);
  };
  return (
    <TextField
      label="Postcode"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="postal-code"
      maxLength={10}
      registration={{ ...registration, onChange: digitsOnly }}
      invalid={invalid}
    />
  );
}
