import type { Metadata } from 'next';
import styles from '@/components/account/AccountPage.module.scss';
import { Notice } from '@/components/form/Notice';
import { LinkPager } from '@/components/catalog/LinkPager';
import { OrderRows } from '@/components/orders/OrderRows';
import rows from '@/components/orders/OrderRows.module.scss';
import { parseListQuery, type SearchParamsInput } from '@/lib/shared/catalog/list-query';
import { getOrders, type OrdersPage } from '@/lib/server/marketplace/orders';
import { getSession } from '@/lib/server/session';
import { getSettings } from '@/lib/server/settings';

export const metadata: Metadata = { title: 'My Orders' };

// Login-required: rendered per request, after middleware.ts has checked the session.
export const dynamic = 'force-dynamic';

const ORDERS_FAILED = 'Failed to fetch orders. Please try again.';

async function loadOrders(page: number): Promise<OrdersPage | null> {
  const { token } = await getSession();
  if (!token) return null;
  return getOrders(token, page).catch(() => null);
}

/** My Orders: a row per order with its lines inside, 10 orders per page, the page in the URL (?page=2). */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParamsInput>;
}) {
  // Only the page of a list's URL state means anything here.
  const page = parseListQuery(await searchParams, 'shop').page;
  const orders = await loadOrders(page);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My Orders</h1>
      {!orders ? (
        <Notice tone="error">{ORDERS_FAILED}</Notice>
      ) : orders.rows.length === 0 ? (
        <p className={rows.empty}>No orders found.</p>
      ) : (
        <>
          <OrderRows rows={orders.rows} siteName={getSettings().siteName} />
          <LinkPager
            current={page}
            totalPages={orders.totalPages}
            hrefFor={(n) => (n === 1 ? '/orders' : `/orders?page=${n}`)}
          />
        </>
      )}
    </div>
  );
}
