'use client';

import { useSyncExternalStore } from 'react';
import styles from './OfflineBanner.module.scss';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The red offline banner, from the browser's online state at mount and its online/offline events. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className={styles.banner} role="alert">
      You are offline. Some features may not work.
    </div>
  );
}
