'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/TextField';
import { reviewBody, type ReviewBody } from '@/lib/contract/commerce';
import formStyles from '@/components/form/Form.module.scss';
import styles from './ReviewForm.module.scss';

type ReviewInput = z.input<typeof reviewBody>;

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Rating, title and comment, checked by the contract's `reviewBody` on submit (spec section 5);
 * a field's error clears as soon as the shopper edits it. `onSubmit` gets the parsed values.
 */
export function ReviewForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial?: { rating: number; title: string; comment: string } | null;
  submitLabel: string;
  onSubmit: (values: ReviewBody) => Promise<void>;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewBody>({
    resolver: zodResolver(reviewBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      rating: initial ? String(initial.rating) : '',
      title: initial?.title ?? '',
      comment: initial?.comment ?? '',
    },
  });
  const clearOnEdit = (field: keyof ReviewInput) => ({ onChange: () => clearErrors(field) });
  const commentId = `${id}-comment`;

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset
        className={styles.rating}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend>Rating</legend>
        <div className={styles.stars}>
          {RATINGS.map((stars) => (
            <span key={stars} className={styles.star}>
              <input
                id={`${id}-star-${stars}`}
                type="radio"
                value={String(stars)}
                {...register('rating', clearOnEdit('rating'))}
              />
              <label htmlFor={`${id}-star-${stars}`} title={`${stars} of 5`}>
                <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              </label>
            </span>
          ))}
        </div>
        {errors.rating?.message ? (
          <p id={`${id}-rating-error`} className={formStyles.error}>
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="Title"
        autoComplete="off"
        maxLength={200}
        registration={register('title', clearOnEdit('title'))}
        error={errors.title?.message}
      />

      <div className={formStyles.field}>
        <label htmlFor={commentId} className={formStyles.label}>
          Comment
        </label>
        <textarea
          id={commentId}
          className={`${formStyles.input} ${styles.textarea}`}
          maxLength={5000}
          aria-invalid={Boolean(errors.comment) || undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          {...register('comment', clearOnEdit('comment'))}
        />
        {errors.comment?.message ? (
          <p id={`${commentId}-error`} className={formStyles.error}>
            {errors.comment.message}
          </p>
        ) : null}
      </div>

      <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : submitLabel}
      </button>
    </form>
  );
}
