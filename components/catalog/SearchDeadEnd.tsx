import { Link } from '@/components/layout/Link';
import type { CategoryLink } from '@/lib/shared/catalog/category-links';
import { searchPath } from '@/lib/shared/search-suggestions';
import styles from './SearchDeadEnd.module.scss';

/**
 * Where a search that found nothing sends the shopper on (issue 38.5): the product name the words
 * most likely meant (decision 057), and the categories with the most products.
 */
export function SearchDeadEnd({
  suggestion,
  categories,
}: {
  suggestion: string | null;
  categories: CategoryLink[];
}) {
  if (!suggestion && categories.length === 0) return null;
  return (
    <div className={styles.deadEnd}>
      {suggestion && (
        <p className={styles.suggestion}>
          Did you mean{' '}
          <Link href={searchPath(suggestion)} prefetch={false} className={styles.suggestionLink}>
            {suggestion}
          </Link>
          ?
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-labelledby="popular-categories">
          <h3 id="popular-categories" className={styles.heading}>
            Popular categories
          </h3>
          <ul role="list" className={styles.categories}>
            {categories.map((category) => (
              <li key={category.title}>
                <Link href={category.href} prefetch={false} className={styles.category}>
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
