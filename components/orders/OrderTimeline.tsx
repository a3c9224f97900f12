import { orderStatusText } from '@/lib/shared/checkout/order-life';
import type { OrderDetails } from '@/lib/contract/commerce';
import { formatDate } from '@/lib/shared/dates';
import styles from './OrderTimeline.module.scss';

/** Each step the order reached, oldest first, with its note (tracking, amount collected). */
export function OrderTimeline({
  timeline,
  headingLevel = 2,
}: {
  timeline: OrderDetails['timeline'];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={styles.timeline}
      aria-labelledby="order-timeline"
      data-testid="order-timeline"
    >
      <Heading id="order-timeline" className={styles.title}>
        Order progress
      </Heading>
      <ol className={styles.steps}>
        {timeline.map((step) => (
          <li key={step.status} className={styles.step} data-status={step.status}>
            <span className={styles.label}>{orderStatusText(step.status)}</span>
            <time className={styles.at} dateTime={step.at}>
              {formatDate(step.at)}
            </time>
            {step.note ? <span className={styles.note}>{step.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
