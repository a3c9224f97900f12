import type { Metadata } from 'next';
import Link from 'next/link';
import styles from './not-found.module.scss';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main className={`container ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.message}>The page you are looking for doesn&apos;t exist.</h1>
      <Link href="/" className={styles.home}>
        Go Back Home
      </Link>
    </main>
  );
}
