import { Link } from '@/components/layout/Link';
import styles from '@/components/cart/SharedCart.module.scss';
import { TRACKING_LINK_FORM } from '@/lib/browser/api/forms';
import { ShareLinkFields } from '@/components/share/ShareLinkFields';

export const SHARE_TRACKING_TEXTS = {
  title: 'Share tracking',
  intro:
    'Anyone with this link sees how the order is going (placed, paid, shipped, delivered) and what ' +
    'is in it: no order number, name, address, phone or price.',
  make: 'Make a tracking link',
  off: 'Turn off the link',
  offNote: 'Turned off, the link opens nothing; a new one can be made at any time.',
  whatsApp: 'Share on WhatsApp',
  link: 'Tracking link',
  failed: 'The tracking link could not be read. Please try again.',
} as const;

/**
 * Share tracking for one of the shopper's orders (issue 41 part 3): the link when it is on, with
 * WhatsApp's share and a plain form to turn it off; else a plain form to make one. No script.
 */
export function ShareTrackingView({
  orderId,
  url,
  failed,
  siteName,
}: {
  orderId: string;
  url: string | null;
  failed: boolean;
  siteName: string;
}) {
  const form = (action: 'on' | 'off', label: string, primary: boolean) => (
    <form method="post" action={TRACKING_LINK_FORM} className={styles.actions}>
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={primary ? styles.primary : styles.secondary}>
        {label}
      </button>
    </form>
  );
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="share-tracking-title">
        <h1 id="share-tracking-title" className={styles.title}>
          {SHARE_TRACKING_TEXTS.title}
        </h1>
        <p>
          Order {orderId}. {SHARE_TRACKING_TEXTS.intro}
        </p>
        {failed ? (
          <p role="alert">{SHARE_TRACKING_TEXTS.failed}</p>
        ) : url ? (
          <>
            <ShareLinkFields
              url={url}
              message={`Follow my order on ${siteName}:\n${url}`}
              whatsAppLabel={SHARE_TRACKING_TEXTS.whatsApp}
              fieldLabel={SHARE_TRACKING_TEXTS.link}
              testId="tracking-link"
            />
            {form('off', SHARE_TRACKING_TEXTS.off, false)}
            <p className={styles.note}>{SHARE_TRACKING_TEXTS.offNote}</p>
          </>
        ) : (
          form('on', SHARE_TRACKING_TEXTS.make, true)
        )}
      </section>
      <Link href="/orders" className={styles.secondary}>
        Back to My Orders
      </Link>
    </div>
  );
}
