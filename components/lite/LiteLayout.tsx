import Head from 'next/head';
import type { ReactNode } from 'react';
import { FOOTER_COLUMNS } from '@/components/layout/footer-links';
import { LITE_FORMS } from '@/lib/browser/api';
import { LITE_OFF } from '@/lib/shared/lite-mode';
import { ALL_NIGERIA, MOST_SHOPPED_STATES, OTHER_STATES } from '@/lib/shared/location';
import type { LiteShell } from '@/lib/server/lite/shell';
import { absoluteUrl } from '@/lib/server/seo';
import styles from './Lite.module.scss';

const LOCATION_CHOICES = [...MOST_SHOPPED_STATES, ...OTHER_STATES, ALL_NIGERIA];

const FOOTER_LINKS = FOOTER_COLUMNS.flatMap((column) => column.links);

/**
 * A Lite page's frame (decision 047): header with search, the location the page assumes and a form
 * to change it, the one-time notice of the last form, and a footer whose switch turns Lite off.
 * Everything works without scripts: links, GET and POST forms. Plain <a> rather than next/link:
 * there is no client router on these pages.
 */
export function LiteLayout({
  shell,
  title,
  description,
  children,
}: {
  shell: LiteShell;
  /** The page's own title; the site's name is added after it. */
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { siteName, path, location, notice } = shell;
  return (
    <>
      <Head>
        <title>{`${title} | ${siteName}`}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="canonical" href={absoluteUrl(path.split('?')[0] ?? '/')} />
      </Head>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client router here */}
          <a href="/" className={styles.logo}>
            {siteName}
          </a>
          <nav aria-label="Shop" className={styles.nav}>
            <a href="/shop">Shop</a>
            <a href="/cart">Cart</a>
            <a href="/account">Account</a>
          </nav>
        </div>
        <form method="get" action="/search" role="search" className={styles.search}>
          <label htmlFor="lite-search" className="visually-hidden">
            Search products
          </label>
          <input
            id="lite-search"
            type="search"
            name="query"
            placeholder="Search products"
            maxLength={200}
          />
          <button type="submit">Search</button>
        </form>
        <form method="post" action={LITE_FORMS.location} className={styles.location}>
          <input type="hidden" name="back" value={path} />
          <label htmlFor="lite-location">
            {location && location !== ALL_NIGERIA
              ? `Delivering to ${location}.`
              : 'Showing products from all Nigeria.'}{' '}
            Change:
          </label>
          <select id="lite-location" name="location" defaultValue={location ?? ''}>
            {location ? null : (
              <option value="" disabled>
                Choose your state
              </option>
            )}
            {LOCATION_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <button type="submit">Save</button>
        </form>
      </header>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <form method="post" action={LITE_FORMS.mode}>
          <input type="hidden" name="back" value={path} />
          <input type="hidden" name="lite" value={LITE_OFF} />
          <p>
            Lite mode is on: no scripts, smaller pictures, less data.{' '}
            <button type="submit" className={styles.linkButton}>
              Turn Lite mode off
            </button>
          </p>
        </form>
        <nav aria-label="About the marketplace">
          <ul role="list" className={styles.footerLinks}>
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {siteName}. Prices in naira.</p>
      </footer>
    </>
  );
}

/** A Lite page whose data the marketplace did not give (answered with a 503): say so, and retry. */
export function LiteFailure({
  shell,
  title,
  message,
}: {
  shell: LiteShell;
  title: string;
  message: string;
}) {
  return (
    <LiteLayout shell={shell} title={title}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <p>
        <a href={shell.path}>Try again</a>
      </p>
    </LiteLayout>
  );
}
