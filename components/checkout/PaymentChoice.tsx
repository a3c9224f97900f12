'use client';

import { useRouter } from 'next/navigation';
import { useState, type ComponentProps } from 'react';
import useSWR from 'swr';
import { Notice } from '@/components/form/Notice';
import form from '@/components/form/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import * as api from '@/lib/browser/api';
import { PAYMENT_CHOICE_TEXT } from '@/lib/shared/checkout/order-life';
import { confirmationPath } from '@/lib/shared/checkout/payment-status';
import type { PaymentOptions } from '@/lib/shared/customer-calls';
import { messageForFailure } from '@/lib/shared/checkout/shipping';
import { PAY_LINK_OFFER } from '@/lib/shared/checkout/pay-link-offer';
import { AskSomeoneToPay } from './AskSomeoneToPay';
import { PlaceOrderButton } from './PlaceOrderButton';
import styles from './PaymentChoice.module.scss';

async function fetchOptions(orderId: string): Promise<PaymentOptions | null> {
  const result = await api.orders.paymentOptions(orderId);
  return result.ok ? result.data : null;
}

type Method = 'online' | 'on_delivery' | 'someone_else';

/**
 * The review step's choice (decision 040): pay now through the provider (PLACE ORDER as before),
 * pay the rider on delivery, offered only when the API says so (otherwise it says why), or ask
 * someone else to pay through a link (decision 061): the order exists from the shipping step, so
 * the link is made here and shared at once.
 */
export function PaymentChoice({
  order,
  siteName,
}: {
  order: ComponentProps<typeof AskSomeoneToPay>['order'];
  siteName: string;
}) {
  const { orderId } = order;
  const router = useRouter();
  const signInAgain = useSignInAgain();
  const { data: options } = useSWR(
    api.orders.paymentOptions.url(orderId),
    () => fetchOptions(orderId),
    { revalidateOnFocus: false },
  );
  const [method, setMethod] = useState<Method>(
    order.payLink?.state === 'open' ? 'someone_else' : 'online',
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offered = options?.onDelivery.offered ?? false;

  const placeOnDelivery = async () => {
    setFailure(null);
    setBusy(true);
    const result = await api.orders.payOnDelivery(orderId, {});
    if (result.ok) {
      router.push(confirmationPath(orderId));
      return;
    }
    setBusy(false);
    if (signInAgain(result.status)) return;
    setFailure(messageForFailure(result, PAYMENT_CHOICE_TEXT.failed));
  };

  return (
    <div className={styles.choice}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{PAYMENT_CHOICE_TEXT.legend}</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name="payment-method"
            value="online"
            checked={method === 'online'}
            onChange={() => setMethod('online')}
          />
          {PAYMENT_CHOICE_TEXT.online}
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="payment-method"
            value="on_delivery"
            checked={method === 'on_delivery'}
            disabled={!offered}
            aria-describedby={options?.onDelivery.reason ? 'pay-on-delivery-reason' : undefined}
            onChange={() => setMethod('on_delivery')}
          />
          {PAYMENT_CHOICE_TEXT.onDelivery}
        </label>
        {options?.onDelivery.reason ? (
          <p id="pay-on-delivery-reason" className={styles.reason}>
            {options.onDelivery.reason}
          </p>
        ) : null}
        <label className={styles.option}>
          <input
            type="radio"
            name="payment-method"
            value="someone_else"
            checked={method === 'someone_else'}
            onChange={() => setMethod('someone_else')}
          />
          {PAY_LINK_OFFER.choice}
        </label>
      </fieldset>
      {failure ? (
        <Notice tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {method === 'online' ? (
        <PlaceOrderButton orderId={orderId} />
      ) : method === 'someone_else' ? (
        <AskSomeoneToPay order={order} siteName={siteName} startOpen />
      ) : (
        <button type="button" className={form.primary} onClick={placeOnDelivery} disabled={busy}>
          {busy ? PAYMENT_CHOICE_TEXT.placing : PAYMENT_CHOICE_TEXT.placeOnDelivery}
        </button>
      )}
    </div>
  );
}
