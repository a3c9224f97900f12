'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CustomerAddress } from '@/lib/contract/accounts';
import { addressLines } from '@/lib/shared/checkout/address-line';
import * as api from '@/lib/browser/api';
import { Notice } from '@/components/form/Notice';
import form from '@/components/form/Form.module.scss';
import { AddressForm } from './AddressForm';
import { Modal } from './Modal';
import { useSignInAgain } from './useSignInAgain';
import styles from './ManageAddressesModal.module.scss';

const CONFIRM_DELETE = 'Are you sure you want to delete this address?';
const DELETED = 'Address deleted successfully!';
const DELETE_FAILED = 'Failed to delete address. Please try again.';
const LOAD_FAILED = 'Failed to load addresses. Please try again.';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: CustomerAddress };

/** Manage Addresses: the list with Edit and Delete, or the add/edit form. */
export function ManageAddressesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Manage Addresses">
      <AddressBook />
    </Modal>
  );
}

/** The shopper's addresses, loaded when the book opens, and deleting one after a confirm. */
function useAddresses(setError: (message: string | null) => void) {
  const signInAgain = useSignInAgain();
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await api.addresses.list();
    if (result.ok) {
      setAddresses(result.data.addresses);
      return;
    }
    if (signInAgain(result.status)) return;
    setAddresses([]);
    setError(LOAD_FAILED);
  }, [signInAgain, setError]);

  useEffect(() => {
    // Data fetch on open: setState happens after the await, never during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const remove = async (address: CustomerAddress) => {
    if (!window.confirm(CONFIRM_DELETE)) return;
    setError(null);
    setDeleting(address._id);
    const result = await api.addresses.remove(address._id);
    setDeleting(null);
    if (result.ok) {
      toast.success(DELETED);
      setAddresses((list) => list?.filter((item) => item._id !== address._id) ?? null);
      return;
    }
    if (signInAgain(result.status)) return;
    setError(DELETE_FAILED);
  };

  return { addresses, deleting, load, remove };
}

/** One saved address with its Edit and Delete buttons. */
function AddressEntry({
  address,
  deleting,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { street, place } = addressLines(address);
  return (
    <li className={styles.item} data-testid="address">
      <div className={styles.text}>
        <p className={styles.street}>{street}</p>
        <p className={styles.place}>{place}</p>
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.edit}
          onClick={onEdit}
          aria-label={`Edit ${address.address}`}
        >
          Edit
        </button>
        <button
          type="button"
          className={styles.delete}
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${address.address}`}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </li>
  );
}

/** The list of saved addresses, or what stands in its place while loading or when there are none. */
function AddressList({
  addresses,
  deleting,
  onEdit,
  onDelete,
}: {
  addresses: CustomerAddress[] | null;
  deleting: string | null;
  onEdit: (address: CustomerAddress) => void;
  onDelete: (address: CustomerAddress) => void;
}) {
  if (addresses === null) {
    return (
      <p className={styles.empty} role="status">
        Loading addresses...
      </p>
    );
  }
  if (addresses.length === 0) {
    return <p className={styles.empty}>You have not saved any address yet.</p>;
  }
  return (
    <ul role="list" className={styles.list} aria-label="Saved addresses">
      {addresses.map((address) => (
        <AddressEntry
          key={address._id}
          address={address}
          deleting={deleting === address._id}
          onEdit={() => onEdit(address)}
          onDelete={() => onDelete(address)}
        />
      ))}
    </ul>
  );
}

/** The address book: the list with Add, or the form adding or editing one address. */
function AddressBook() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [error, setError] = useState<string | null>(null);
  const { addresses, deleting, load, remove } = useAddresses(setError);
  const show = (next: Mode) => {
    setError(null);
    setMode(next);
  };

  const notice = error ? (
    <Notice tone="error" onClose={() => setError(null)}>
      {error}
    </Notice>
  ) : null;

  if (mode.kind !== 'list') {
    return (
      <div className={styles.book}>
        {notice}
        <h3 className={styles.subtitle}>{mode.kind === 'add' ? 'New address' : 'Edit address'}</h3>
        <AddressForm
          key={mode.kind === 'edit' ? mode.address._id : 'new'}
          address={mode.kind === 'edit' ? mode.address : undefined}
          onCancel={() => show({ kind: 'list' })}
          onFailed={setError}
          onSaved={() => {
            show({ kind: 'list' });
            void load();
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.book}>
      {notice}
      <AddressList
        addresses={addresses}
        deleting={deleting}
        onEdit={(address) => show({ kind: 'edit', address })}
        onDelete={remove}
      />
      <button type="button" className={form.primary} onClick={() => show({ kind: 'add' })}>
        + Add a new address
      </button>
    </div>
  );
}
