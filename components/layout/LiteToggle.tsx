'use client';

import { useLiteMode } from '@/lib/client/useLiteMode';
import { LITE_COOKIE, LITE_OFF, LITE_ON } from '@/lib/lite-mode';
import styles from './Footer.module.scss';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The footer's Lite mode switch: kept in a cookie (it wins over the browser's Save-Data either
 * way), then the page is loaded again, as Lite pages are rendered on the server (decision 043).
 */
export function LiteToggle() {
  const lite = useLiteMode();
  const choose = () => {
    const value = lite ? LITE_OFF : LITE_ON;
    document.cookie = `${LITE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    window.location.reload();
  };
  return (
    <p className={styles.blurb}>
      <button
        type="button"
        role="switch"
        aria-checked={lite}
        onClick={choose}
        className={styles.liteToggle}
        data-testid="lite-toggle"
      >
        Lite mode: {lite ? 'on' : 'off'}
      </button>{' '}
      Smaller pictures, less data.
    </p>
  );
}
