'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import form from '@/components/form/Form.module.scss';
import { PAY_LINK_OFFER } from '@/lib/shared/checkout/pay-link-offer';
import type { AskOrder } from './AskSomeoneToPayPanel';

// The panel (its form, texts, share message and calls) is code only the shoppers who open it need:
// it loads on the press, as Buy again does, not with the review step, the confirmation or My Orders
// (first-load JS budget, scripts/first-load-budget.json). One import for the press and the render,
// so that the browser fetches one chunk; a panel open on the server (a link already made) is in
// the page's HTML and takes its script when the page hydrates.
const loadPanel = () => import('./AskSomeoneToPayPanel');

/** The button while the panel's code is on its way: the same size, busy, so nothing jumps. */
function Opening() {
  return (
    <button type="button" className={form.secondary} aria-busy="true" aria-disabled="true">
      {PAY_LINK_OFFER.ask}
    </button>
  );
}

const Panel = dynamic(() => loadPanel().then((module) => module.AskSomeoneToPayPanel), {
  loading: Opening,
});

/**
 * "Ask someone to pay" (decision 061) where an unpaid order is shown: a button that opens the
 * panel making the payment link. Open from the start when the order already has an open link (the
 * shopper sees it and may replace or withdraw it), or when the caller says so (the review step's
 * choice, once chosen).
 */
export function AskSomeoneToPay({
  order,
  siteName,
  headingLevel = null,
  onChange,
  startOpen = false,
}: {
  order: AskOrder;
  siteName: string;
  /** The panel's own heading (the confirmation, the order details); none inside the review's choice. */
  headingLevel?: 2 | 3 | null;
  /** The order's link changed: the caller may read the order again. */
  onChange?: () => void;
  startOpen?: boolean;
}) {
  const [state, setState] = useState<'closed' | 'loading' | 'failed' | 'pressed' | 'open'>(
    startOpen || order.payLink?.state === 'open' ? 'open' : 'closed',
  );

  if (state === 'open' || state === 'pressed') {
    return (
      <Panel
        order={order}
        siteName={siteName}
        headingLevel={headingLevel}
        onChange={onChange}
        focusName={state === 'pressed'}
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className={form.secondary}
        aria-busy={state === 'loading' || undefined}
        // A head start on the panel's code: the press comes a moment before the click.
        onPointerDown={() => void loadPanel().catch(() => {})}
        onClick={async () => {
          if (state === 'loading') return;
          setState('loading');
          try {
            await loadPanel();
            setState('pressed');
          } catch {
            setState('failed');
          }
        }}
      >
        {PAY_LINK_OFFER.ask}
      </button>
      {state === 'failed' ? (
        <p className={form.error} role="alert">
          {PAY_LINK_OFFER.loadFailed}
        </p>
      ) : null}
    </>
  );
}
