import type { ReactNode } from 'react';
import styles from './CatalogMessage.module.scss';

/** The empty or error state of a product list, in the spec's words. */
export function CatalogMessage({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <p
      className={`${styles.message} ${tone === 'error' ? styles.error : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
