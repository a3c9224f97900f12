import type { PublicTracking } from '@/lib/contract/tracking';
import { orderStatusText } from '@/lib/shared/checkout/order-life';
import { formatDate } from '@/lib/shared/dates';
import styles from '@/components/cart/SharedCart.module.scss';
import timelineStyles from './OrderTimeline.module.scss';

/**
 * An order's public tracking page (issue 41 part 3): its status, each step it reached and what
 * it holds. Nothing personal is in the answer it is drawn from.
 */
export function PublicTrackingView({ tracking }: { tracking: PublicTracking }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="tracking-title">
        <h1 id="tracking-title" className={styles.title}>
          Order progress: {orderStatusText(tracking.status)}
        </h1>
        <p className={styles.note}>Placed on {formatDate(tracking.placedAt)}.</p>
        <ol className={timelineStyles.steps} data-testid="tracking-timeline">
          {tracking.timeline.map((step) => (
            <li key={step.status} className={timelineStyles.step} data-status={step.status}>
              <span className={timelineStyles.label}>{orderStatusText(step.status)}</span>
              <time className={timelineStyles.at} dateTime={step.at}>
                {formatDate(step.at)}
              </time>
            </li>
          ))}
        </ol>
        <h2 className={styles.title}>In this order</h2>
        <ul className={styles.lines} role="list">
          {tracking.items.map((item, i) => (
            <li key={i} className={styles.line}>
              <span>{item.title}</span>
              <span>× {item.qty}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
