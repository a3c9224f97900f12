import { textToHtml } from './html';
import type { MailMessage } from './outbox';

export const EMAIL_CODE_TTL_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 60;

function message(to: string, subject: string, text: string): MailMessage {
  return { to, subject, text, html: `<p>${textToHtml(text).replace(/(<br>){2}/g, '</p><p>')}</p>` };
}

export const verificationCodeMail = (to: string, code: string) =>
  message(
    to,
    'Your Oja Market verification code',
    `Your Oja Market verification code is ${code}\n\n` +
      `It expires in ${EMAIL_CODE_TTL_MINUTES} minutes. If you did not sign up for Oja Market, ignore this e-mail.`,
  );

export const passwordResetMail = (to: string, link: string) =>
  message(
    to,
    'Reset your Oja Market password',
    `Someone asked to reset the password of your Oja Market account. To choose a new password, open this link:\n\n` +
      `${link}\n\n` +
      `The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  );

export const signupAttemptMail = (to: string, storefrontUrl: string) =>
  message(
    to,
    'Someone tried to sign up with your e-mail address',
    `Someone tried to create an Oja Market account with this e-mail address, which already has one. ` +
      `Nothing about your account has changed.\n\n` +
      `If it was you, log in here:\n\n${storefrontUrl}/login\n\n` +
      `If you have forgotten your password, choose a new one here:\n\n${storefrontUrl}/forgot-password\n\n` +
      `If it was not you, ignore this e-mail.`,
  );

const securityNote = (storefrontUrl: string) =>
  `If this was not you, change your password at once and review your signed-in devices:\n\n` +
  `${storefrontUrl}/manage-account`;

export const twoFactorOnMail = (to: string, storefrontUrl: string) =>
  message(
    to,
    'Two-factor sign-in is on',
    `Two-factor sign-in is now on for your Oja Market account: after your password, logging in ` +
      `asks for a code from your authenticator app. Keep your recovery codes somewhere safe.\n\n` +
      securityNote(storefrontUrl),
  );

export const twoFactorOffMail = (to: string, storefrontUrl: string) =>
  message(
    to,
    'Two-factor sign-in is off',
    `Two-factor sign-in was turned off for your Oja Market account: logging in now needs only ` +
      `your password.\n\n` +
      securityNote(storefrontUrl),
  );

export const recoveryCodesRenewedMail = (to: string, storefrontUrl: string) =>
  message(
    to,
    'New recovery codes for your account',
    `New recovery codes were made for your Oja Market account; the old ones no longer work.\n\n` +
      securityNote(storefrontUrl),
  );

export const recoveryCodeSignInMail = (to: string, storefrontUrl: string, left: number) =>
  message(
    to,
    'A recovery code was used to log in',
    `Someone logged in to your Oja Market account with a recovery code. ` +
      `${left} unused recovery code${left === 1 ? '' : 's'} left.\n\n` +
      securityNote(storefrontUrl),
  );

/**
 * "Tell me when it's back" (decision 056): the one e-mail of a request, sent when the product is in
 * stock again. It says it is the only one, so nobody waits for a reminder.
 */
export const backInStockMail = (to: string, title: string, link: string) =>
  message(
    to,
    `Back in stock: ${title}`,
    `Good news: ${title} is back in stock on Oja Market.\n\n` +
      `See it and buy it here:\n\n${link}\n\n` +
      `You asked us to tell you when it came back. This is the only e-mail we send about it; ` +
      `stock can sell out again, so do not wait too long.`,
  );

/**
 * A store answered the shopper's review (issue 41): sent once per review, when the first reply is
 * posted; an edit is not mailed again. `reply` is plain text (the reply's HTML without its tags).
 */
export const reviewReplyMail = (
  to: string,
  storeName: string,
  productTitle: string,
  reply: string,
  link: string,
) =>
  message(
    to,
    `${storeName} replied to your review of ${productTitle}`,
    `${storeName} replied to your review of ${productTitle} on Oja Market:\n\n${reply}\n\n` +
      `See the review and the reply here:\n\n${link}`,
  );
