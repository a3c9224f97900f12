import { notify } from '@/components/layout/toast';

/**
 * A sign-in answer's notice (lib/server/bff/sign-in.ts): what happened to the cart and saves made while
 * signed out, told as a toast that stays over the navigation that follows.
 */
export function showSignInNotice(data: unknown): void {
  const notice = (data as { notice?: unknown } | undefined)?.notice;
  if (typeof notice === 'string' && notice) notify.long(notice);
}
