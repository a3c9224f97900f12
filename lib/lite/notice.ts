/** A Lite form's outcome, shown once by the page it goes back to (lib/lite/forms.ts). */
export const LITE_NOTICE_COOKIE = 'oja_lite_notice';
