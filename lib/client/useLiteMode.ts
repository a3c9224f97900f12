'use client';

import { useSyncExternalStore } from 'react';
import { isLiteRequest, LITE_COOKIE } from '@/lib/lite-mode';

type SaveDataConnection = { saveData?: boolean };

/** The Lite cookie's value in this browser, if any. */
function liteCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LITE_COOKIE}=`));
  return entry?.slice(LITE_COOKIE.length + 1);
}

/** Whether this browser is in Lite mode: its cookie, else the browser's own data-saver setting. */
export function isLiteBrowser(): boolean {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  return isLiteRequest(connection?.saveData ? 'on' : null, liteCookie());
}

const subscribe = () => () => {};

/** isLiteBrowser for a component: false on the server and in the first render of hydration. */
export function useLiteMode(): boolean {
  return useSyncExternalStore(subscribe, isLiteBrowser, () => false);
}
