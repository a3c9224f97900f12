'use client';

import { LinkPager } from '@/components/catalog/LinkPager';
import { notify } from '@/components/layout/toast';
import { SAVED_MESSAGES } from '@/lib/shared/cart/messages';
import { useSavedItemActions, useSavedItems } from '@/lib/browser/useSavedItems';
import { SavedItemEntry } from './SavedItemEntry';
import styles from './SavedItems.module.scss';

/**
 * The Saved Items page's list: loading, error, empty, the entries of one page and the pager. A
 * removal shows at once and comes back with 'Failed to remove item.' if the server refuses.
 */
export function SavedItemsView({ page }: { page: number }) {
  const { data, error, isLoading } = useSavedItems(page);
  const { removeFromPage } = useSavedItemActions();

  const removeEntry = async (productId: string) => {
    const result = await removeFromPage(page, productId, SAVED_MESSAGES.pageRemoveFailed);
    if (result.ok) notify.success(SAVED_MESSAGES.pageRemoved);
    else notify.error(SAVED_MESSAGES.pageRemoveFailed);
  };

  if (error && !data) {
    return (
      <p className={styles.error} role="alert">
        {SAVED_MESSAGES.fetchFailed(error.message)}
      </p>
    );
  }
  if (!data || isLoading) {
    return (
      <p className={styles.status} role="status">
        {SAVED_MESSAGES.loading}
      </p>
    );
  }
  if (data.savedItems.length === 0) {
    return (
      <>
        <p className={styles.status} role="status">
          {SAVED_MESSAGES.empty}
        </p>
        {page > 1 && (
          <LinkPager current={page} totalPages={data.totalPages} hrefFor={savedItemsHref} />
        )}
      </>
    );
  }
  return (
    <>
      <ul className={styles.list} role="list">
        {data.savedItems.map((item) => (
          <SavedItemEntry
            key={item._id}
            item={item}
            onRemove={() => void removeEntry(item.savedProductId)}
          />
        ))}
      </ul>
      <LinkPager current={page} totalPages={data.totalPages} hrefFor={savedItemsHref} />
    </>
  );
}

function savedItemsHref(page: number): string {
  return page > 1 ? `/saved-items?page=${page}` : '/saved-items';
}
