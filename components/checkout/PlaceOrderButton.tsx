'use client';

import { useEffect, useState } from 'react';
import { Notice } from '@/components/form/Notice';
import form from '@/components/form/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import * as api from '@/lib/browser/api';
import { loadContract } from '@/lib/browser/bff-fetcher';
import { CHECKOUT_MESSAGES, messageForFailure } from '@/lib/shared/checkout/shipping';

/**
 * PLACE ORDER: the BFF asks the API to start the payment (the API builds the whole payload from the
 * stored order; only the order id goes out from here) and the browser goes to the provider's page.
 */
export function PlaceOrderButton({ orderId }: { orderId: string }) {
  const signInAgain = useSignInAgain();
  const [state, setState] = useState<'idle' | 'busy' | 'leaving'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  // Back from the provider's page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const placeOrder = async () => {
    setFailure(null);
    setState('busy');
    // The contract's schemas (zod) load with the request, not with the review step (bench/NOTES.md);
    // if they cannot, the answer is taken as unreadable, as a malformed one is.
    const [result, contract] = await Promise.all([
      api.orders.initiatePayment({ orderId }),
      loadContract().catch(() => null),
    ]);
    const payment =
      result.ok && contract ? contract.initiatePaymentResponse.safeParse(result.data) : null;
    if (payment?.success) {
      setState('leaving');
      window.location.assign(payment.data.data.link);
      return;
    }
    setState('idle');
    if (!result.ok && signInAgain(result.status)) return;
    setFailure(
      result.ok
        ? CHECKOUT_MESSAGES.initiatePaymentFailed
        : messageForFailure(result, CHECKOUT_MESSAGES.initiatePaymentFailed),
    );
  };

  return (
    <>
      {failure ? (
        <Notice tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <button
        type="button"
        className={form.primary}
        onClick={placeOrder}
        disabled={state !== 'idle'}
      >
        {state === 'idle' ? 'PLACE ORDER' : 'Redirecting to payment...'}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : 'Redirecting to payment...'}
      </p>
    </>
  );
}
