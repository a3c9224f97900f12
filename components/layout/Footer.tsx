import { Link } from '@/components/layout/Link';
import { LogoMark } from './icons';
import { FOOTER_COLUMNS } from './footer-links';
import { LiteToggle } from './LiteToggle';
import styles from './Footer.module.scss';

interface FooterProps {
  siteName: string;
  vendorSignupUrl: string;
}

export function Footer({ siteName, vendorSignupUrl }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.name}>
            <LogoMark width={28} height={28} />
            {siteName}
          </p>
          <p className={styles.blurb}>
            Grains, tubers, vegetables, livestock and farm inputs from verified Nigerian vendors,
            stored in warehouses across Nigeria, delivered to every state and priced in naira.
          </p>
          <LiteToggle />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul role="list" className={styles.links}>
              {column.links.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className={styles.link} prefetch={false}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.sell}>
          <h2 className={styles.heading}>Sell with us</h2>
          <p className={styles.blurb}>
            Rent a cube in our warehouses and reach shoppers nationwide.
          </p>
          <a href={vendorSignupUrl} className={styles.vendor} target="_blank" rel="noopener">
            Become a Vendor
          </a>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
