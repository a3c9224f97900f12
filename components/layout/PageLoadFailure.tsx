import styles from './PageLoadFailure.module.scss';
import { ReloadButton } from './ReloadButton';

/**
 * A page whose data the marketplace API could not give (it is down or too slow): the spec's
 * failure text and a way to try again. Rendered without any API call, so that it goes out at once.
 */
export function PageLoadFailure({ message }: { message: string }) {
  return (
    <main className={`container ${styles.page}`}>
      <p className={styles.message} role="alert">
        {message}
      </p>
      <ReloadButton className={styles.retry} />
    </main>
  );
}
