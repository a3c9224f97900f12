import type { GetServerSideProps } from 'next';
import { LiteLayout } from './LiteLayout';
import { LiteSearchDeadEnd } from './LiteCatalog';
import { LiteList } from './LiteList';
import styles from './Lite.module.scss';
import {
  categoryLinks,
  popularCategories,
  type CategoryLink,
} from '@/lib/shared/catalog/category-links';
import { canonicalListParams } from '@/lib/shared/catalog/cached-path';
import { parseListQuery, type ListQuery } from '@/lib/shared/catalog/list-query';
import type { NigerianState } from '@/lib/contract/states';
import { liteShell, withQuery, type LiteShell } from '@/lib/server/lite/shell';
import {
  getCategories,
  getShopProducts,
  orFailure,
  searchProducts,
  type ProductList,
  type SearchList,
} from '@/lib/server/marketplace/lists';

interface Props {
  shell: LiteShell;
  /** The search text; null on the shop. */
  text: string | null;
  query: ListQuery;
  list: ProductList | null;
  categories: CategoryLink[];
  state: NigerianState | null;
  /** Search only: what the words may have meant when they found nothing (decision 057). */
  suggestion: string | null;
}

/**
 * The shop's and the search page's Lite copies (pages/lite/shop.tsx, pages/lite/search.tsx),
 * reached only by the middleware's rewrite of a Lite request: their server-side props.
 */
export function listPageProps(kind: 'shop' | 'search'): GetServerSideProps<Props> {
  return async (context) => {
    const pathname = `/${kind}`;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(context.query)) {
      for (const one of [value ?? []].flat()) params.append(name, one);
    }
    const canonical = canonicalListParams(params, kind);
    const { shell, state } = liteShell(context, withQuery(pathname, canonical));
    const text = kind === 'search' ? (canonical.get('query') ?? '') : null;
    const query = parseListQuery(canonical, kind);
    const [list, categories] = await Promise.all([
      orFailure<ProductList | SearchList>(
        text === null ? getShopProducts(query, state) : searchProducts(text, query, state),
        `Lite ${kind}: products`,
      ),
      orFailure(getCategories(state, query.near), `Lite ${kind}: categories`),
    ]);
    return {
      props: {
        shell,
        text,
        query,
        list,
        categories: categoryLinks(categories ?? []),
        state: state ?? null,
        suggestion: list && 'suggestion' in list ? list.suggestion : null,
      },
    };
  };
}

export function LiteListPage({ shell, text, query, list, categories, state, suggestion }: Props) {
  const kind = text === null ? 'shop' : 'search';
  const title = text === null ? 'Shop' : text ? `Search Results for "${text}"` : 'All products';
  return (
    <LiteLayout shell={shell} title={title}>
      <h1 className={styles.title}>{title}</h1>
      <LiteList
        kind={kind}
        pathname={`/${kind}`}
        base={text ? { query: text } : {}}
        query={query}
        list={list}
        categories={categories}
        state={state ?? undefined}
        emptyText={kind === 'search' ? 'No products found for your search.' : undefined}
        emptyMore={
          kind === 'search' ? (
            <LiteSearchDeadEnd suggestion={suggestion} categories={popularCategories(categories)} />
          ) : null
        }
      />
    </LiteLayout>
  );
}
