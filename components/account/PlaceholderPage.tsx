import type { ReactNode } from 'react';
import styles from './AccountPage.module.scss';

/** A page that exists for now with its title only (spec section 2, "Placeholders"). */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={`${styles.card} ${styles.placeholder}`}>{children}</div> : null}
    </div>
  );
}
