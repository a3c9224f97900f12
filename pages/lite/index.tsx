import type { GetServerSideProps, PageConfig } from 'next';
import { HOME_HEADLINE } from '@/components/home/headline';
import { LiteListMessage, LiteProductGrid } from '@/components/lite/LiteCatalog';
import { LiteLayout } from '@/components/lite/LiteLayout';
import styles from '@/components/lite/Lite.module.scss';
import { categoryLinks, type CategoryLink } from '@/lib/shared/catalog/category-links';
import { liteShell, type LiteShell } from '@/lib/server/lite/shell';
import { getLatestProducts } from '@/lib/server/marketplace/catalog';
import { getCategories, orFailure } from '@/lib/server/marketplace/lists';
import type { Product } from '@/lib/shared/catalog/mappers';

/** Lite pages send no scripts (decision 047). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** Three rows of two on a phone. */
const LITE_LATEST = 6;

interface Props {
  shell: LiteShell;
  /** null when the call failed: the block says so, the rest of the page shows. */
  latest: Product[] | null;
  /** null when the call failed: the block is left out, as on the full page. */
  categories: CategoryLink[] | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { shell, state } = liteShell(context, '/');
  const [latest, categories] = await Promise.all([
    orFailure(getLatestProducts(state, LITE_LATEST), 'Lite home: latest products'),
    orFailure(getCategories(state), 'Lite home: categories'),
  ]);
  return {
    props: { shell, latest, categories: categories ? categoryLinks(categories) : null },
  };
};

/**
 * The home page's Lite copy: the newest products and the categories, without the sliders and
 * adverts (pictures that cost most of a full home page's image bytes).
 */
export default function LiteHomePage({ shell, latest, categories }: Props) {
  return (
    <LiteLayout shell={shell} title={HOME_HEADLINE}>
      <h1 className={styles.title}>{HOME_HEADLINE}</h1>
      <section aria-labelledby="latest-products">
        <h2 id="latest-products" className={styles.subtitle}>
          Latest products
        </h2>
        {latest && latest.length > 0 ? (
          <LiteProductGrid products={latest} />
        ) : (
          <LiteListMessage failed={latest === null} />
        )}
        <p>
          <a href="/shop">Go to Marketplace</a>
        </p>
      </section>
      {categories && categories.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.subtitle}>
            Shop by category
          </h2>
          <ul role="list" className={styles.categories}>
            {categories.map((category) => (
              <li key={category.title}>
                <a href={category.href}>
                  {category.title} ({category.productCount})
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </LiteLayout>
  );
}
