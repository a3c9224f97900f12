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
