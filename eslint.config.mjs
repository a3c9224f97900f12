import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const DOCUMENT_COOKIE = {
  selector: "MemberExpression[object.name='document'][property.name='cookie']",
  message: 'Read and write cookies through lib/browser/cookies.ts (lib/shared/cookies.ts).',
};
const NEXT_COOKIES = {
  name: 'next/headers',
  importNames: ['cookies'],
  message: 'Cookies on the server go through lib/server/session.ts (lib/shared/cookies.ts).',
};
const NEXT_LINK = {
  name: 'next/link',
  message: 'Use Link from components/layout/Link.tsx: in Lite mode it loads Lite copies.',
};
const CALL_BFF = {
  name: '@/lib/browser/bff',
  allowTypeImports: true,
  message: 'Call the BFF through lib/browser/api.',
};
const BFF_PATH_MESSAGE =
  "Call the BFF through lib/browser/api (api.<group>.<call>, .url() for an SWR key, LITE_FORMS for a form's action), not by its path.";
const BFF_PATHS = [
  { selector: 'Literal[value=/^\\/api\\//]', message: BFF_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: BFF_PATH_MESSAGE },
];

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'marketplace/db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // CommonJS config files (jest.config.js must be CommonJS for next/jest).
  { files: ['*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Imports flow one way (docs/architecture.md): app -> components -> lib, and the marketplace API
  // shares only the contract with the storefront. The `@/` alias resolves through tsconfig (the
  // typescript resolver eslint-config-next registers), so an aliased import is caught as well.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ is the shared layer: it may not import from components/ or app/.',
            },
            {
              target: './components',
              from: './app',
              message:
                'components/ may not import from app/; pass what a route owns down as props.',
            },
            {
              target: './lib',
              from: './pages',
              message: 'lib/ may not import from pages/ (the Lite copies).',
            },
            {
              target: ['./components', './app'],
              from: './pages',
              message: 'pages/ holds the Lite copies, reached by rewrites; nothing imports them.',
            },
            {
              target: './pages',
              from: './app',
              message: 'pages/ may take components/ and lib/, never app/.',
            },
            // lib/ by where code runs (docs/architecture.md): shared code runs anywhere, so it
            // takes neither side's; browser and server code never take each other's, except the
            // server actions the browser calls by reference.
            {
              target: './lib/shared',
              from: ['./lib/server', './lib/browser'],
              message:
                'lib/shared runs on both sides: it may import only lib/shared and lib/contract.',
            },
            {
              target: './lib/browser',
              from: './lib/server',
              except: ['./actions'],
              message:
                'lib/browser runs in the browser: it may not import lib/server (only its actions).',
            },
            {
              target: './lib/server',
              from: './lib/browser',
              message: 'lib/server runs on the server: it may not import lib/browser.',
            },
            {
              target: './lib/contract',
              from: ['./lib/server', './lib/browser', './lib/shared'],
              message:
                'lib/contract is the one contract, shared with marketplace/: it imports nothing else from lib.',
            },
            {
              target: ['./app', './components', './lib', './pages', './middleware.ts'],
              from: './marketplace',
              message: 'The storefront talks to the marketplace API over HTTP only.',
            },
            {
              target: './marketplace',
              from: ['./app', './components'],
              message: 'The marketplace API shares only lib/contract/ with the storefront.',
            },
            {
              target: './marketplace',
              from: './lib',
              except: ['./contract'],
              message: 'The marketplace API shares only lib/contract/ with the storefront.',
            },
          ],
        },
      ],
    },
  },
  // One cookie module (lib/shared/cookies.ts): the browser reads and writes document.cookie only
  // in lib/browser/cookies.ts, and the server touches Next's cookies() only in lib/server/session.ts.
  {
    files: ['app/**', 'components/**', 'lib/**', 'pages/**', 'middleware.ts'],
    ignores: ['lib/browser/cookies.ts'],
    rules: { 'no-restricted-syntax': ['error', DOCUMENT_COOKIE] },
  },
  // One browser API (lib/browser/api/, decision 058): components and browser code call it and
  // never write a path of the BFF. A later block's options replace an earlier one's for the same
  // rule, so the cookie check is repeated here.
  {
    files: ['components/**', 'lib/browser/**'],
    ignores: ['lib/browser/api/**', 'lib/browser/cookies.ts'],
    rules: { 'no-restricted-syntax': ['error', DOCUMENT_COOKIE, ...BFF_PATHS] },
  },
  {
    files: ['lib/browser/cookies.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BFF_PATHS] },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'pages/**', 'middleware.ts'],
    ignores: ['lib/server/session.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NEXT_COOKIES] }],
    },
  },
  // callBff stays behind the browser API: only lib/browser imports it. One link
  // (components/layout/Link.tsx), which knows Lite mode, stands for next/link.
  {
    files: ['app/**', 'components/**', 'pages/**'],
    ignores: ['components/layout/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_COOKIES, CALL_BFF, NEXT_LINK],
        },
      ],
    },
  },
  // The layout is on every page: its islands take the small part of the browser API they call, so
  // that no page loads the customer table it does not use (decision 058).
  {
    files: [
      'components/layout/**',
      'lib/browser/useSessionSummary.ts',
      'lib/browser/useCategoryLinks.ts',
      'lib/browser/usePopularSearches.ts',
    ],
    ignores: ['components/layout/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NEXT_COOKIES,
            CALL_BFF,
            NEXT_LINK,
            {
              name: '@/lib/browser/api',
              allowTypeImports: true,
              message:
                "The layout is on every page: import '@/lib/browser/api/header', which leaves out the customer table.",
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures take a `use` callback that is not a React hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];

export default config;
