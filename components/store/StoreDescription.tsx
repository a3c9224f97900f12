import { sanitizeVendorHtml } from '@/lib/server/sanitize';
import styles from './StoreDescription.module.scss';

/** The vendor's description: their HTML, sanitised here on the server before it is rendered. */
export function StoreDescription({ html }: { html: string }) {
  const clean = sanitizeVendorHtml(html);
  if (!clean) return null;
  return (
    <div
      className={styles.description}
      data-testid="store-description"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
