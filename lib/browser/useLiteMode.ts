'use client';

import { useSyncExternalStore } from 'react';
import { browserCookie } from '@/lib/browser/cookies';
import { isLiteRequest } from '@/lib/shared/lite-mode';

type SaveDataConnection = { saveData?: boolean };

/** Whether this browser is in Lite mode: its cookie, else the browser's own data-saver setting. */
export function isLiteBrowser(): boolean {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  return isLiteRequest(connection?.saveData ? 'on' : null, browserCookie('lite'));
}

const subscribe = () => () => {};

/** isLiteBrowser for a component: false on the server and in the first render of hydration. */
export function useLiteMode(): boolean {
  return useSyncExternalStore(subscribe, isLiteBrowser, () => false);
}
