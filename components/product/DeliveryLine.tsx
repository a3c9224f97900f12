'use client';

import { useEffect, useState } from 'react';
import * as api from '@/lib/browser/api';
import { windowText } from '@/lib/shared/checkout/delivery';
import type { DeliveryQuote } from '@/lib/contract/shipments';
import { isNigerianState } from '@/lib/contract/states';
import { formatNaira } from '@/lib/shared/money';
import { useLocationState } from '@/components/layout/location-state';
import { PinIcon } from './icons';
import styles from './DeliveryLine.module.scss';

/** A quote answered for this pair of states, as far as a browser can trust the shape. */
function isQuote(data: unknown, from: string, to: string): data is DeliveryQuote {
  const quote = data as Partial<DeliveryQuote> | undefined;
  return quote?.fromState === from && quote.toState === to && typeof quote.delivers === 'boolean';
}

/**
 * "Ships from Kano · Delivery to Lagos from ₦7,000.00 · 4–7 days" (issue 30, decision 045). The
 * page is the same cached HTML for everyone, so it says only where the product ships from; the
 * shopper's state comes from their location cookie in the browser and the fee and window from the
 * API's public quote. No location chosen (or "All Nigeria"): the first part alone.
 */
export function DeliveryLine({ fromState }: { fromState: string }) {
  // The location bar's choice shows here at once, without a reload.
  const choice = useLocationState()?.choice;
  const location = isNigerianState(choice) ? choice : undefined;
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);

  useEffect(() => {
    if (!location) return;
    const controller = new AbortController();
    void api.delivery
      .quote({
        query: { from: fromState, to: location },
        signal: controller.signal,
        cache: 'default',
      })
      .then((result) => {
        if (!controller.signal.aborted && result.ok && isQuote(result.data, fromState, location))
          setQuote(result.data);
      });
    return () => controller.abort();
  }, [fromState, location]);

  const shown = quote && quote.toState === location ? quote : null;
  return (
    <p className={styles.line} data-testid="delivery-line">
      <PinIcon width={16} height={16} />
      <span>
        Ships from {fromState}
        {shown ? (
          shown.delivers && shown.fee !== null && shown.window ? (
            <>
              {' · '}
              <strong>
                Delivery to {shown.toState} from {formatNaira(shown.fee)}
              </strong>
              {` · ${windowText(shown.window)}`}
            </>
          ) : (
            ` · Does not deliver to ${shown.toState} yet`
          )
        ) : null}
      </span>
    </p>
  );
}
