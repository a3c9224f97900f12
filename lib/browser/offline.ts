/**
 * What a failed action says while the browser is offline (issue 27, decision 044): nothing is
 * queued to be sent later, so the shopper is told it was not sent.
 */
export const OFFLINE_NOTE =
  'you are offline, so nothing was sent. Try again when you are back online.';

/** `text`, with the offline note when the browser says it is offline. */
export function withOfflineNote(text: string): string {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return text;
  return `${text.replace(/[.!\s]+$/, '')}: ${OFFLINE_NOTE}`;
}
