import type { ReactNode } from 'react';
import styles from './InfoPage.module.scss';

/** The frame of the short information pages (about, contact, policies): a title, a lead, prose. */
export function InfoPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  /** "Last updated" line of the policies, e.g. "1 March 2026". */
  updated?: string;
  children: ReactNode;
}) {
  return (
    <main className={`container ${styles.page}`}>
      <article className={styles.article}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {updated ? <p className={styles.updated}>Last updated {updated}</p> : null}
        </header>
        <div className={styles.prose}>{children}</div>
      </article>
    </main>
  );
}
