import { Notice } from '@/components/form/Notice';
import { OrderLines } from '@/components/checkout/OrderLines';
import { OrderSummary } from '@/components/checkout/OrderSummary';
import { PaymentBanner } from '@/components/checkout/PaymentBanner';
import type { PayLinkView } from '@/lib/contract/pay-links';
import { ORDER_STATUS_TEXT } from '@/lib/contract/constants';
import {
  linkTime,
  PAY_PROBLEMS,
  PAYER_TEXT,
  type PayProblem,
} from '@/lib/shared/checkout/pay-link';
import { paymentBanner } from '@/lib/shared/checkout/payment-status';
import { toOrderLines } from '@/lib/shared/checkout/order-view';
import { PayLinkForm } from './PayLinkForm';
import styles from './PayLink.module.scss';

type ShownOrder = NonNullable<PayLinkView['order']>;

/** The order as the payer may see it: items, sums, where it goes and how far it has got. */
function PayerOrder({ order, state }: { order: ShownOrder; state: PayLinkView['state'] }) {
  const lines = toOrderLines({
    orderItems: order.items.map((item, index) => ({
      id: index,
      productId: String(index),
      productTitle: item.productTitle,
      productImage: item.productImage,
      qty: item.qty,
      price: item.price,
      vendorId: '0',
      storeName: item.storeName,
    })),
  });
  const status = state === 'open' ? PAYER_TEXT.waitingForPayment : ORDER_STATUS_TEXT[order.status];
  return (
    <>
      <section className={styles.card} aria-labelledby="payer-items">
        <h2 id="payer-items" className={styles.subtitle}>
          Items
        </h2>
        <OrderLines lines={lines} />
        <dl className={styles.facts}>
          <dt>Delivery</dt>
          <dd data-testid="pay-link-delivery">{PAYER_TEXT.deliveredTo(order.deliveryState)}</dd>
          <dt>{PAYER_TEXT.statusLabel}</dt>
          <dd data-testid="pay-link-status">{status}</dd>
        </dl>
      </section>
      <OrderSummary
        amounts={{
          subtotal: order.subTotal,
          shipping: order.shipping,
          tax: order.tax,
          total: order.total,
        }}
        taxRate={order.taxRate}
      />
    </>
  );
}

/**
 * The payment link's page (decision 061). Open: who asks, the order, until when, and PAY. Paid:
 * the spec's green banner when this payer's payment just came back, then the order. Any other
 * state: only why it takes no money.
 */
export function PayLinkPage({
  view,
  token,
  justPaid,
  problem,
}: {
  view: PayLinkView;
  token: string;
  /** Back from the provider, and the payment made through this link paid the order. */
  justPaid: boolean;
  problem: PayProblem | null;
}) {
  if (view.state === 'paid' && view.order) {
    return (
      <>
        <div className={styles.card}>
          <h1 className={styles.title}>{PAYER_TEXT.paidHeading}</h1>
          <PaymentBanner
            tone="success"
            text={justPaid ? paymentBanner('paid').text : view.message}
            detail={null}
          />
        </div>
        <PayerOrder order={view.order} state={view.state} />
      </>
    );
  }
  if (view.state !== 'open' || !view.order) {
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>{PAYER_TEXT.closedHeading}</h1>
        <Notice tone="error">{view.message}</Notice>
      </div>
    );
  }
  const failed = view.lastAttemptFailed ? paymentBanner('failed') : null;
  return (
    <>
      <div className={styles.card}>
        <h1 className={styles.title}>{PAYER_TEXT.asks(view.shopperName)}</h1>
        <p className={styles.lead}>{PAYER_TEXT.lead(view.siteName)}</p>
        {failed ? <PaymentBanner {...failed} detail={null} /> : null}
        {problem ? <Notice tone="error">{PAY_PROBLEMS[problem]}</Notice> : null}
      </div>
      <PayerOrder order={view.order} state={view.state} />
      <div className={styles.card}>
        {view.expiresAt ? (
          <p className={styles.note} data-testid="pay-link-expires">
            {PAYER_TEXT.worksUntil(linkTime(view.expiresAt))}
          </p>
        ) : null}
        <PayLinkForm token={token} total={view.order.total} paymentOptions={view.paymentOptions} />
      </div>
    </>
  );
}
