'use client';

import { useState } from 'react';
import { notify } from '@/components/layout/toast';
import styles from './OrderRows.module.scss';

/** Buy again on My Orders (issue 26.5); its code loads on the first press. */
export function BuyAgainButton({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.details}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { buyAgain } = await import('@/lib/browser/cart/buy-again');
          const result = await buyAgain(orderId);
          if (result.ok && result.addedAny) notify.long(result.text);
          else notify.error(result.text);
        } finally {
          setBusy(false);
        }
      }}
    >
      Buy again<span className="visually-hidden"> order {orderId}</span>
    </button>
  );
}
