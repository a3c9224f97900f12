// The browser loads this index whole to check answers (lib/browser/bff-fetcher.ts), and zod builds
// every schema it exports there. Schemas only a few routes need (pay-links.ts, tracking.ts,
// vendor-reviews.ts) stay out of it and are imported by path.
export * from './common';
export * from './states';
export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './health';
export * from './two-factor';
export * from './vendor';
export * from './stock-alerts';
