/**
 * The store page for a page load, reached only by the middleware's rewrite of /vendors/{storeName}
 * (lib/catalog/store-path.ts): the same page as (navigation)/page.tsx without its loading.tsx, so
 * that the server renders the product list in place instead of streaming it behind the skeleton
 * (bench/NOTES.md, "Store page first paint"). Its address stays /vendors/{storeName}; client
 * navigations, filters and pages then use the (navigation) route and its skeleton.
 */
export { default, generateMetadata } from '../(navigation)/page';
