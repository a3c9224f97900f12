import Link from 'next/link';
import type { CategoryLink } from '@/lib/catalog/category-links';
import styles from './CategoryNav.module.scss';

/**
 * The header's row of categories on wide screens (issue 30); phones find the same links in the
 * sidebar menu. Nothing when the categories could not be read.
 */
export function CategoryNav({ categories }: { categories: CategoryLink[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Categories" className={styles.nav}>
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
  );
}
