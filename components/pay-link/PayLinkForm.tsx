import form from '@/components/form/Form.module.scss';
import { PAY_LINK_FORM } from '@/lib/browser/api/forms';
import { PAYER_TEXT, paymentMethodsText } from '@/lib/shared/checkout/pay-link';
import { formatNaira } from '@/lib/shared/money';
import styles from './PayLink.module.scss';

/**
 * PAY on the payment link's page: a plain form (no script), posted to the BFF's handler, which
 * sends the browser on to the provider's page. The e-mail is optional: it only gets a receipt.
 */
export function PayLinkForm({
  token,
  total,
  paymentOptions,
}: {
  token: string;
  total: number;
  paymentOptions: readonly string[];
}) {
  return (
    <form method="post" action={PAY_LINK_FORM} className={form.form} data-testid="pay-link-form">
      <input type="hidden" name="token" value={token} />
      <div className={form.field}>
        <label htmlFor="payer-email" className={form.label}>
          {PAYER_TEXT.emailLabel}
        </label>
        <input
          id="payer-email"
          name="email"
          type="email"
          className={form.input}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
      </div>
      <button type="submit" className={form.primary}>
        {PAYER_TEXT.pay(formatNaira(total))}
      </button>
      <p className={styles.note}>{PAYER_TEXT.methods(paymentMethodsText(paymentOptions))}</p>
    </form>
  );
}
