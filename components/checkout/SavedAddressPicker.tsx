'use client';

import { useId } from 'react';
import form from '@/components/form/Form.module.scss';
import { addressLine } from '@/lib/shared/checkout/address-line';
import type { CustomerAddress } from '@/lib/contract/accounts';

export const SAVED_ADDRESS_TEXT = {
  label: 'Saved addresses',
  newAddress: 'A new address',
} as const;

/**
 * The shopper's address book on the shipping step (issue 38): choosing one fills state, area,
 * address and postcode; "A new address" empties address and postcode.
 */
export function SavedAddressPicker({
  addresses,
  value,
  onChoose,
}: {
  addresses: readonly CustomerAddress[];
  /** The chosen address's id; '' for a new one. */
  value: string;
  onChoose: (address: CustomerAddress | null) => void;
}) {
  const id = useId();
  if (addresses.length === 0) return null;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {SAVED_ADDRESS_TEXT.label}
      </label>
      <select
        id={id}
        className={form.input}
        value={value}
        onChange={(event) =>
          onChoose(addresses.find((address) => address._id === event.target.value) ?? null)
        }
      >
        <option value="">{SAVED_ADDRESS_TEXT.newAddress}</option>
        {addresses.map((address) => (
          <option key={address._id} value={address._id}>
            {addressLine(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
