import { Link } from '@/components/layout/Link';
import { CategoryNav } from './CategoryNav';
import { CartIcon, LogoMark } from './icons';
import { LazyAccountMenu, LazyCartBadge } from './LazySessionIslands';
import { LocationSelector } from './LocationSelector';
import { SearchBox } from './SearchBox';
import { SearchOverlay } from './SearchOverlay';
import { Sidebar } from './Sidebar';
import styles from './Header.module.scss';

interface HeaderProps {
  siteName: string;
  vendorSignupUrl: string;
}

/**
 * The shared header. A server component: the same HTML for every shopper, so pages stay cacheable;
 * the location, search, account, cart count and sidebar are small client islands inside it. The
 * categories (nationwide, an island too: never read at build) show as a row on wide screens and in
 * the sidebar on phones.
 */
export function Header({ siteName, vendorSignupUrl }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <p>Fresh farm produce from verified vendors across Nigeria</p>
          <a href={vendorSignupUrl} className={styles.vendorLink} target="_blank" rel="noopener">
            Sell on {siteName}
          </a>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <div className={styles.menu}>
          <Sidebar siteName={siteName} vendorSignupUrl={vendorSignupUrl} />
        </div>
        <Link href="/" className={styles.logo} aria-label={`${siteName} home`}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoText}>{siteName}</span>
        </Link>
        <div className={styles.location}>
          <LocationSelector siteName={siteName} />
        </div>
        <div className={styles.search}>
          <SearchBox variant="header" />
        </div>
        <div className={styles.searchButton}>
          <SearchOverlay />
        </div>
        <div className={styles.account}>
          <LazyAccountMenu />
        </div>
        <Link href="/cart" className={styles.cart} prefetch={false}>
          <CartIcon />
          <span className="visually-hidden">Cart</span>
          <LazyCartBadge />
        </Link>
      </div>
      <CategoryNav />
    </header>
  );
}
