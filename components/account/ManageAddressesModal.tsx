'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CustomerAddress } from '@/lib/contract/accounts';
import { addressLines } from '@/lib/shared/checkout/address-line';
import * as api from '@/lib/browser/api';
import { Notice } from '@/components/auth/Notice';
import form from '@/components/auth/Form.module.scss';
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

function AddressBook() {
  const signInAgain = useSignInAgain();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [error, setError] = useState<string | null>(null);
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
  }, [signInAgain]);

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
          onCancel={() => {
            setError(null);
            setMode({ kind: 'list' });
          }}
          onFailed={setError}
          onSaved={() => {
            setError(null);
            setMode({ kind: 'list' });
            void load();
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.book}>
      {notice}
      {addresses === null ? (
        <p className={styles.empty} role="status">
          Loading addresses...
        </p>
      ) : addresses.length === 0 ? (
        <p className={styles.empty}>You have not saved any address yet.</p>
      ) : (
        <ul role="list" className={styles.list} aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address._id} className={styles.item} data-testid="address">
              <div className={styles.text}>
                <p className={styles.street}>{addressLines(address).street}</p>
                <p className={styles.place}>{addressLines(address).place}</p>
              </div>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.edit}
                  onClick={() => {
                    setError(null);
                    setMode({ kind: 'edit', address });
                  }}
                  aria-label={`Edit ${address.address}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={styles.delete}
                  onClick={() => remove(address)}
                  disabled={deleting === address._id}
                  aria-label={`Delete ${address.address}`}
                >
                  {deleting === address._id ? 'Deleting...' : 'Delete'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={form.primary}
        onClick={() => {
          setError(null);
          setMode({ kind: 'add' });
        }}
      >
        + Add a new address
      </button>
    </div>
  );
}
