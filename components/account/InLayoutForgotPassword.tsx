import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

/**
 * The in-layout forgot-password screen (inside header and footer, reached from the account area):
 * the one forgot-password form with the alerts (toasts) the spec gives this variant; see
 * docs/decisions/006-forgot-password-variants.md.
 */
export function InLayoutForgotPassword() {
  return (
    <ForgotPasswordForm
      outcome="alerts"
      sentText="Password reset link sent to your email."
      failedText="Failed to send reset link. Try again."
      back={{ href: '/manage-account', label: 'Back to my account' }}
    />
  );
}
