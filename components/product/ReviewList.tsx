import { formatDate } from '@/lib/shared/dates';
import type { ProductReview } from '@/lib/server/marketplace/product';
import { Stars } from './Stars';
import styles from './ReviewList.module.scss';

/** A product's reviews, newest first, each with its vendor's reply when there is one. */
export function ReviewList({ reviews }: { reviews: ProductReview[] }) {
  if (reviews.length === 0) return <p className={styles.empty}>No reviews yet</p>;
  return (
    <ul className={styles.list} role="list">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <div className={styles.head}>
            <Stars rating={review.rating} size={16} />
            <span className="visually-hidden">Rated {review.rating} out of 5</span>
            <h3 className={styles.title}>{review.title}</h3>
          </div>
          <p className={styles.comment}>{review.comment}</p>
          <p className={styles.meta}>
            <span className={styles.author} data-testid="review-author">
              {review.firstName ?? 'Anonymous'}
            </span>
            <span aria-hidden="true"> · </span>
            <time dateTime={review.createdAt} data-testid="review-date">
              {formatDate(review.createdAt)}
            </time>
          </p>
          {review.vendorReply && (
            <div className={styles.reply} data-testid="vendor-reply">
              <p className={styles.replyLabel}>Vendor&apos;s reply</p>
              {/* Sanitised by the API when the vendor wrote it, with the descriptions' rules
                  (lib/contract/vendor-html.ts): the browser draws reviews it reads itself too. */}
              <div
                className={styles.replyText}
                dangerouslySetInnerHTML={{ __html: review.vendorReply }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
