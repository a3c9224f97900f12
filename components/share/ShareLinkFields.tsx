import styles from '@/components/cart/SharedCart.module.scss';
import { whatsAppShareHref } from '@/lib/shared/share';

/**
 * A link to share, as the share pages give it (decision 062): WhatsApp's share with `message`
 * prefilled, and the link in a read-only field to copy or send another way. No script.
 */
export function ShareLinkFields({
  url,
  message,
  whatsAppLabel,
  fieldLabel,
  testId,
}: {
  url: string;
  message: string;
  whatsAppLabel: string;
  fieldLabel: string;
  testId: string;
}) {
  return (
    <>
      <div className={styles.actions}>
        <a
          className={styles.primary}
          href={whatsAppShareHref(message)}
          target="_blank"
          rel="noopener"
        >
          {whatsAppLabel}
        </a>
      </div>
      <label className={styles.field}>
        {fieldLabel}
        <input type="url" readOnly value={url} data-testid={testId} />
      </label>
    </>
  );
}
