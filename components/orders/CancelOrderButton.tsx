'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Notice } from '@/components/form/Notice';
import form from '@/components/form/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import * as api from '@/lib/browser/api';
import { CANCEL_TEXT } from '@/lib/shared/checkout/order-life';
import { messageForFailure } from '@/lib/shared/checkout/shipping';

/**
 * CANCEL ORDER for an order that has not shipped: asks once, then the API cancels it (stock back,
 * a paid order refunded) and a toast says so. Then the page, or the caller's view, reads the order
 * again.
 */
export function CancelOrderButton({
  orderId,
  onCancelled,
}: {
  orderId: string;
  onCancelled?: () => void;
}) {
  const router = useRouter();
  const signInAgain = useSignInAgain();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    const result = await api.orders.cancel(orderId, {});
    setBusy(false);
    if (result.ok) {
      // A toast, not a notice here: the order read again is no longer cancellable, and this button
      // (with anything it shows) leaves the page.
      toast.success(result.data.message);
      if (onCancelled) onCancelled();
      else router.refresh();
      return;
    }
    if (signInAgain(result.status)) return;
    setFailure(messageForFailure(result, CANCEL_TEXT.failed));
  };

  return (
    <>
      {failure ? (
        <Notice tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {asking ? (
        <div role="group" aria-label={CANCEL_TEXT.button}>
          <p>{CANCEL_TEXT.confirm}</p>
          <button type="button" className={form.primary} onClick={cancel}>
            {CANCEL_TEXT.yes}
          </button>
          <button type="button" className={form.secondary} onClick={() => setAsking(false)}>
            {CANCEL_TEXT.no}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={form.secondary}
          onClick={() => setAsking(true)}
          disabled={busy}
        >
          {busy ? CANCEL_TEXT.busy : CANCEL_TEXT.button}
        </button>
      )}
    </>
  );
}
