import type { ReactNode } from 'react';
import styles from './ListPage.module.scss';

/** The heading of a list page (shop, search results). */
export function ListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.intro}>{children}</p>}
    </header>
  );
}
