'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { addressBody, type AddressBody, type CustomerAddress } from '@/lib/contract/accounts';
import * as api from '@/lib/browser/api';
import { PostcodeField, StreetAddressField } from '@/components/form/AddressFields';
import { TextField } from '@/components/form/TextField';
import form from '@/components/form/Form.module.scss';
import { StateCombobox } from './StateCombobox';
import { useSignInAgain } from './useSignInAgain';

const ADDED = 'Address added successfully!';
const UPDATED = 'Address updated successfully!';
export const SAVE_FAILED = 'Failed to save address. Please try again.';

/** What the form holds: the state is free text while the shopper searches the list. */
type AddressFormValues = Record<keyof AddressBody, string>;
// The schema narrows the typed state to one of the 37; its input type cannot say "any text".
const resolver = zodResolver(addressBody) as unknown as Resolver<
  AddressFormValues,
  unknown,
  AddressBody
>;

/**
 * Adding (ADD ADDRESS) or editing (SAVE) one address: state with search, city, address and a
 * numeric postcode. Every field is required ('All fields are required.').
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  onFailed,
}: {
  /** The address being edited; absent when adding one. */
  address?: CustomerAddress;
  onSaved: () => void;
  onCancel: () => void;
  onFailed: (message: string) => void;
}) {
  const signInAgain = useSignInAgain();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressBody>({
    resolver,
    defaultValues: {
      state: address?.state ?? '',
      city: address?.city ?? '',
      address: address?.address ?? '',
      postcode: address?.postcode ?? '',
    },
  });
  // One message for the form, the first problem in reading order.
  const problem =
    errors.state?.message ??
    errors.city?.message ??
    errors.address?.message ??
    errors.postcode?.message;

  const onSubmit = handleSubmit(async (values) => {
    const result = address
      ? await api.addresses.update(address._id, values)
      : await api.addresses.add(values);
    if (result.ok) {
      toast.success(address ? UPDATED : ADDED);
      onSaved();
      return;
    }
    if (signInAgain(result.status)) return;
    onFailed(SAVE_FAILED);
  });

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      {problem ? (
        <p className={form.error} role="alert">
          {problem}
        </p>
      ) : null}
      <Controller
        control={control}
        name="state"
        render={({ field }) => (
          <StateCombobox
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(errors.state)}
          />
        )}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        registration={register('city')}
        invalid={Boolean(errors.city)}
      />
      <StreetAddressField registration={register('address')} invalid={Boolean(errors.address)} />
      <PostcodeField registration={register('postcode')} invalid={Boolean(errors.postcode)} />
      <div className={form.actions}>
        <button type="button" className={form.secondary} onClick={onCancel}>
          CANCEL
        </button>
        <button type="submit" className={form.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : address ? 'SAVE' : 'ADD ADDRESS'}
        </button>
      </div>
    </form>
  );
}
