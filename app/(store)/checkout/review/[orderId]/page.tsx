import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { Notice } from '@/components/form/Notice';
import { OrderLines } from '@/components/checkout/OrderLines';
import { OrderSummary } from '@/components/checkout/OrderSummary';
import { PaymentChoice } from '@/components/checkout/PaymentChoice';
import { OrderShipments } from '@/components/checkout/OrderShipments';
import { ShippingDetails } from '@/components/checkout/ShippingDetails';
import styles from '@/components/checkout/Checkout.module.scss';
import { orderAmounts, toOrderLines } from '@/lib/shared/checkout/order-view';
import { CONFIRMATION_TEXT } from '@/lib/shared/checkout/confirmation';
import { confirmationPath, reviewPath } from '@/lib/shared/checkout/payment-status';
import { CHECKOUT_MESSAGES } from '@/lib/shared/checkout/shipping';
import { loadOrder } from '@/lib/server/checkout/load-order';
import { getSettings } from '@/lib/server/settings';

export const metadata: Metadata = { title: 'Review your order' };

export const dynamic = 'force-dynamic';

/** Checkout review: the order as the API stored it, and PLACE ORDER to pay for it. */
export default async function ReviewPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const result = await loadOrder(orderId);

  if (!result.ok) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Review your order</h1>
        <Notice tone="error">
          {result.notFound
            ? CHECKOUT_MESSAGES.orderDetailsNotFound
            : CHECKOUT_MESSAGES.orderDetailsFailed}
        </Notice>
        <Link href="/cart" className={styles.secondaryLink}>
          Back to cart
        </Link>
      </div>
    );
  }

  const { order } = result;
  // Paid, or placed to be paid on delivery: nothing more to do here but see the confirmation.
  const paid = order.paymentStatus === 'paid' || order.paymentMethod === 'on_delivery';
  const cancelled = !paid && order.status === 'cancelled';
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Review your order</h1>
        <p className={styles.lead}>Order number {order.orderId}</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.cardTitle}>
              Order items
            </h2>
            <OrderLines lines={toOrderLines(order)} />
          </section>
          <section className={styles.card} aria-labelledby="shipping-information">
            <h2 id="shipping-information" className={styles.cardTitle}>
              Shipping information
            </h2>
            <ShippingDetails info={order.shippingInfo} />
            <OrderShipments order={order} />
          </section>
        </div>
        <aside className={styles.aside}>
          <OrderSummary amounts={orderAmounts(order)} taxRate={order.taxRate}>
            {paid ? (
              <>
                <Notice tone="success">
                  {order.paymentStatus === 'paid'
                    ? 'This order is paid.'
                    : 'This order is placed: pay on delivery.'}
                </Notice>
                <Link href={confirmationPath(order.orderId)} className={styles.actionLink}>
                  VIEW CONFIRMATION
                </Link>
              </>
            ) : cancelled && order.replacedBy ? (
              <>
                <Notice tone="error">{CHECKOUT_MESSAGES.orderReplaced}</Notice>
                <Link href={reviewPath(order.replacedBy)} className={styles.actionLink}>
                  {CONFIRMATION_TEXT.newerOrder}
                </Link>
              </>
            ) : cancelled ? (
              <Notice tone="error">{CHECKOUT_MESSAGES.orderCancelled}</Notice>
            ) : (
              <PaymentChoice order={order} siteName={getSettings().siteName} />
            )}
          </OrderSummary>
        </aside>
      </div>
    </div>
  );
}
