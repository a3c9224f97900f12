import type { Metadata } from 'next';
import styles from '@/components/account/AccountPage.module.scss';
import { SavedItemsView } from '@/components/saved-items/SavedItemsView';

export const metadata: Metadata = { title: 'Saved Items' };

// Login-required: rendered per request, after middleware.ts has checked the session.
export const dynamic = 'force-dynamic';

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default async function SavedItemsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page } = await searchParams;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Saved Items</h1>
      <SavedItemsView page={pageOf(page)} />
    </div>
  );
}
