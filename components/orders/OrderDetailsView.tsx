'use client';

import useSWR from 'swr';
import { Link } from '@/components/layout/Link';
import { OrderLifePanel } from '@/components/orders/OrderLifePanel';
import { orderStatusText } from '@/lib/shared/checkout/order-life';
import { OrderLines } from '@/components/checkout/OrderLines';
import { OrderSummary } from '@/components/checkout/OrderSummary';
import { OrderShipments } from '@/components/checkout/OrderShipments';
import { ShippingDetails } from '@/components/checkout/ShippingDetails';
import * as api from '@/lib/browser/api';
import { orderAmounts, toOrderLines } from '@/lib/shared/checkout/order-view';
import { CHECKOUT_MESSAGES } from '@/lib/shared/checkout/shipping';
import { orderDetailsResponse, type OrderDetails } from '@/lib/contract/commerce';
import { formatDate } from '@/lib/shared/dates';
import { AskSomeoneToPay } from '@/components/checkout/AskSomeoneToPay';
import { canAskSomeoneToPay } from '@/lib/shared/checkout/pay-link-offer';
import { OrderDetailsLoading } from './OrderDetailsLoading';
import { PaidBy } from './PaidBy';
import styles from './OrderRows.module.scss';

class OrderFetchError extends Error {
  constructor(readonly status: number) {
    super(`order details answered ${status}`);
  }
}

async function fetchOrderDetails(orderId: string): Promise<OrderDetails> {
  const result = await api.orders.details(orderId);
  if (!result.ok) throw new OrderFetchError(result.status);
  const parsed = orderDetailsResponse.safeParse(result.data);
  if (!parsed.success) throw new OrderFetchError(502);
  return parsed.data.order;
}

const PAYMENT_LABELS = { paid: 'Paid', unpaid: 'Awaiting payment', failed: 'Payment failed' };

/** The details of one order, read through the BFF when the modal opens (kept while the page lives). */
export function OrderDetailsView({ orderId, siteName }: { orderId: string; siteName: string }) {
  const {
    data: order,
    error,
    mutate,
  } = useSWR(api.orders.details.url(orderId), () => fetchOrderDetails(orderId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

  if (error) {
    const notFound = error instanceof OrderFetchError && error.status === 404;
    return (
      <p className={styles.state} role="alert">
        {notFound ? CHECKOUT_MESSAGES.orderDetailsNotFound : CHECKOUT_MESSAGES.orderDetailsFailed}
      </p>
    );
  }
  if (!order) return <OrderDetailsLoading />;

  return (
    <div className={styles.view} data-testid="order-details">
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_LABELS[order.paymentStatus]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusText(order.status)}</dd>
        </div>
      </dl>
      <PaidBy order={order} />
      {/* Its own page makes and shows the link on the server (decision 062). */}
      <Link
        href={`/orders/${encodeURIComponent(order.orderId)}/tracking`}
        className={styles.details}
      >
        Share tracking
      </Link>
      {canAskSomeoneToPay(order) ? (
        <AskSomeoneToPay
          order={order}
          siteName={siteName}
          headingLevel={3}
          onChange={() => void mutate()}
        />
      ) : null}
      <OrderLines lines={toOrderLines(order)} />
      <section aria-labelledby={`shipping-${order.orderId}`}>
        <h3 id={`shipping-${order.orderId}`} className={styles.subtitle}>
          Shipping information
        </h3>
        <ShippingDetails info={order.shippingInfo} />
        <OrderShipments order={order} />
      </section>
      <OrderSummary headingLevel={3} amounts={orderAmounts(order)} taxRate={order.taxRate} />
      <OrderLifePanel order={order} headingLevel={3} onCancelled={() => void mutate()} />
    </div>
  );
}
