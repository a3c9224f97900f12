import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { Notice } from '@/components/form/Notice';
import { CartEmptiedAfterPayment } from '@/components/checkout/CartEmptiedAfterPayment';
import { OrderLines } from '@/components/checkout/OrderLines';
import { OrderSummary } from '@/components/checkout/OrderSummary';
import { PaymentBanner } from '@/components/checkout/PaymentBanner';
import { OrderLifePanel } from '@/components/orders/OrderLifePanel';
import { OrderShipments } from '@/components/checkout/OrderShipments';
import { ShippingDetails } from '@/components/checkout/ShippingDetails';
import { WrongAmountNotice } from '@/components/checkout/WrongAmountNotice';
import { PaidBy } from '@/components/orders/PaidBy';
import { AskSomeoneToPay } from '@/components/checkout/AskSomeoneToPay';
import { canAskSomeoneToPay } from '@/lib/shared/checkout/pay-link-offer';
import { getSettings } from '@/lib/server/settings';
import styles from '@/components/checkout/Checkout.module.scss';
import { loadVerifiedOrder } from '@/lib/server/checkout/load-order';
import { orderAmounts, toOrderLines } from '@/lib/shared/checkout/order-view';
import { confirmationView } from '@/lib/shared/checkout/confirmation';
import { CHECKOUT_MESSAGES } from '@/lib/shared/checkout/shipping';
import { verifyPaymentBody } from '@/lib/contract/commerce';

export const metadata: Metadata = { title: 'Order confirmation' };

export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The transaction id the provider's redirect carried, if it is one. It only tells the API which
 * transaction to look up; `status` and `tx_ref` of the same query are never read: the API asks the
 * provider itself whether the order is paid.
 */
function transactionIdOf(searchParams: SearchParams): string | undefined {
  const raw = searchParams.transaction_id;
  const parsed = verifyPaymentBody.safeParse({ transactionId: Array.isArray(raw) ? raw[0] : raw });
  return parsed.success ? parsed.data.transactionId : undefined;
}

/** Where the payment provider sends the shopper back: the order as the API verified it. */
export default async function ConfirmationPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { orderId } = await params;
  const result = await loadVerifiedOrder(orderId, transactionIdOf(await searchParams));

  if (!result.ok) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Order confirmation</h1>
        <Notice tone="error">{CHECKOUT_MESSAGES.unableToFetchOrder}</Notice>
        <Link href="/orders" className={styles.secondaryLink}>
          Go to My Orders
        </Link>
      </div>
    );
  }

  const { order } = result;
  const onDelivery = order.paymentMethod === 'on_delivery';
  const view = confirmationView(order);
  const action = (
    <Link href={view.action.href} className={styles.actionLink} data-testid="confirmation-action">
      {view.action.label}
    </Link>
  );
  return (
    <div className={styles.page}>
      {order.status !== 'cancelled' && (order.paymentStatus === 'paid' || onDelivery) ? (
        <CartEmptiedAfterPayment />
      ) : null}
      <h1 className={styles.title}>{view.heading}</h1>
      <PaymentBanner {...view.banner} />
      {view.actionFirst ? <div className={styles.firstAction}>{action}</div> : null}
      <WrongAmountNotice order={order} />
      {canAskSomeoneToPay(order) ? (
        <div className={styles.card}>
          <AskSomeoneToPay order={order} siteName={getSettings().siteName} headingLevel={2} />
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="order-number">
            <h2 id="order-number" className={styles.cardTitle}>
              Order number <span data-testid="order-number">{order.orderId}</span>
            </h2>
            <PaidBy order={order} />
            <ShippingDetails info={order.shippingInfo} />
            <OrderShipments order={order} />
          </section>
          <section className={styles.card} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.cardTitle}>
              Items
            </h2>
            <OrderLines lines={toOrderLines(order)} />
          </section>
          <section className={styles.card}>
            <OrderLifePanel order={order} />
          </section>
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            amounts={orderAmounts(order)}
            taxRate={order.taxRate}
            date={order.createdAt}
          >
            {view.actionFirst ? null : action}
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
