'use client';

import { Link } from '@/components/layout/Link';
import { useSyncExternalStore } from 'react';
import { useCategoryLinks } from '@/lib/browser/useCategoryLinks';
import styles from './CategoryNav.module.scss';

/** Wide screens: the header's full layout (components/layout/_layout.scss). */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The header's row of categories on wide screens (issue 30); phones find the same links in the
 * sidebar menu, and never ask for them here. The row's height is kept while they load, so nothing
 * below moves.
 */
export function CategoryNav() {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const categories = useCategoryLinks(wide);
  return (
    <div className={styles.nav}>
      {categories.length > 0 && (
        <nav aria-label="Categories">
          <ul role="list" className={`container ${styles.list}`}>
            {categories.map((category) => (
              <li key={category.title}>
                <Link href={category.href} prefetch={false} className={styles.link}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
