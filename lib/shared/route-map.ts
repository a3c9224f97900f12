import {
  HIDDEN_PATHS,
  NOT_FOUND_PATH,
  OTHER_PAGE,
  PAGE_ROUTES,
  SIGNED_IN_PATHS,
  type PageRoute,
} from './page-routes';

/** The route map's words for one row of the route table. */
export interface RouteWords {
  /** What the route renders, in a few words. */
  page: string;
  /** The app/ route file (or files) that render it. */
  renderedBy: string;
}

/**
 * Each row of the route table (./page-routes.ts), by its path: what it renders and which files.
 * Apart from the table, which the browser loads with every page for the Lite links; these words
 * only the route map of docs/architecture.md prints.
 */
const WORDS: Record<string, RouteWords> = {
  '/': { page: 'Home', renderedBy: 'app/(store)/cached/[location]/page.tsx' },
  '/shop': {
    page: 'Shop: every product, filtered, sorted and paged by the query',
    renderedBy:
      'app/(store)/cached/[location]/shop/[query]/page.tsx; empty list: app/(store)/shop/page.tsx',
  },
  '/search': {
    page: 'Search results (?query=...)',
    renderedBy:
      'app/(store)/cached/[location]/search/[query]/page.tsx; empty list: app/(store)/search/page.tsx',
  },
  '/products/:id': { page: 'A product', renderedBy: 'app/(store)/products/[id]/page.tsx' },
  '/vendors/:storeName': {
    page: "A vendor's store",
    renderedBy: 'app/(store)/vendors/[storeName]/page-load/[query]/page.tsx',
  },
  '/products, /products/all-products': {
    page: 'The spec’s protected product routes',
    renderedBy: 'app/(store)/products/page.tsx, app/(store)/products/all-products/page.tsx',
  },
  [SIGNED_IN_PATHS]: {
    page: 'Checkout, orders, account and the other signed-in pages',
    renderedBy: 'app/(store)/checkout, app/(store)/(account) and the rest',
  },
  '/cart/share, /cart/shared/:token': {
    page: 'Share this cart, and a shared cart opened: per request, never kept (decision 062)',
    renderedBy: 'app/(store)/cart/share/page.tsx, app/(store)/cart/shared/[token]/page.tsx',
  },
  '/track/:token': {
    page: "An order's public tracking page: per link, never kept (decision 062)",
    renderedBy: 'app/(store)/track/[token]/page.tsx',
  },
  '/login, /signup': {
    page: 'Sign in and sign up: a signed-in shopper is sent on at once',
    renderedBy: 'app/(auth)/login/page.tsx, app/(auth)/signup/page.tsx',
  },
  '/pay/:token': {
    page: 'A payment link: whoever holds it sees the order and pays it, without an account (decision 061)',
    renderedBy: 'app/(pay)/pay/[token]/page.tsx',
  },
  [HIDDEN_PATHS]: {
    page: 'Hidden routes, reached only by the rewrites above',
    renderedBy: `the 404 page (${NOT_FOUND_PATH}, app/not-found.tsx)`,
  },
  [OTHER_PAGE.path]: {
    page: 'About, cart, contact, the policies…',
    renderedBy: 'the app route of the same path',
  },
};

/** A row's words; a row without them is a mistake the unit test catches. */
export function routeWords(route: PageRoute): RouteWords {
  const words = WORDS[route.path];
  if (!words) throw new Error(`The route map has no words for ${route.path}`);
  return words;
}

/** The paths that have words, for the test that none is left over. */
export const DESCRIBED_PATHS = Object.keys(WORDS);

/** The table as docs/architecture.md's route map (a unit test keeps the two the same). */
export function routeMapMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = [...PAGE_ROUTES, OTHER_PAGE].map((route) => {
    const { page, renderedBy } = routeWords(route);
    return [
      `\`${route.path}\``,
      page,
      route.rendering,
      renderedBy,
      route.cache,
      route.lite ? `\`${route.lite}\`` : '–',
      route.access,
      route.offline ? 'yes' : 'no',
    ]
      .map(cell)
      .join(' | ');
  });
  return [
    '| Public path | Page | Rendering | Rendered by | Cache | Lite copy | Access | Offline |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
