'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/auth/Notice';
import form from '@/components/auth/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import { callBff } from '@/lib/bff/browser';
import { CANCEL_TEXT } from '@/lib/checkout/order-life';
import { messageForFailure } from '@/lib/checkout/shipping';

/**
 * CANCEL ORDER for an order that has not shipped: asks once, then the API cancels it (stock back,
 * a paid order refunded). Then the page, or the caller's view, reads the order again.
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
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    setOutcome(null);
    const result = await callBff<{ message: string }>(
      `/api/customer/orders/${encodeURIComponent(orderId)}/cancel`,
      { method: 'POST', body: {} },
    );
    setBusy(false);
    if (result.ok) {
      setOutcome({ tone: 'success', text: result.data.message });
      if (onCancelled) onCancelled();
      else router.refresh();
      return;
    }
    if (signInAgain(result.status)) return;
    setOutcome({ tone: 'error', text: messageForFailure(result, CANCEL_TEXT.failed) });
  };

  return (
    <>
      {outcome ? (
        <Notice tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.text}
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
