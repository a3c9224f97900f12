import { Link } from '@/components/layout/Link';
import { categoryLinks } from '@/lib/shared/catalog/category-links';
import type { CategoryCount } from '@/lib/shared/catalog/mappers';
import styles from './CategoriesBlock.module.scss';

/**
 * The home page's categories, each with how many products the shopper's location offers, linking
 * to the shop filtered to it. The spec's block renders nothing; this one is a way in (issue 30,
 * decision 046). `null`: the categories could not be read, and the block is left out.
 */
export function CategoriesBlock({ categories }: { categories: CategoryCount[] | null }) {
  const links = categoryLinks(categories ?? []);
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="home-categories"
      className={styles.block}
      data-testid="home-categories"
    >
      <h2 id="home-categories" className={styles.title}>
        Shop by category
      </h2>
      <ul role="list" className={styles.grid}>
        {links.map((category) => (
          <li key={category.title}>
            <Link href={category.href} prefetch={false} className={styles.link}>
              <span className={styles.name}>{category.title}</span>
              <span className={styles.count}>
                {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
