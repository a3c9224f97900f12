'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Notice } from '@/components/form/Notice';
import * as api from '@/lib/browser/api';
import { stockAlertEmailError, stockAlertFailureText } from '@/lib/shared/catalog/stock-alert';
import { STOCK_ALERT_MESSAGES } from '@/lib/contract/constants';
import styles from './StockAlertForm.module.scss';

/**
 * "Tell me when it's back" beside a sold-out product's notice (issue 38 part 5): one e-mail field
 * and a button, for guests and signed-in shoppers alike. Sent through the BFF; a form post to the
 * Lite handler if it is sent before the page's scripts have run. The address is checked here with
 * the contract's pattern (no zod in the page), and the API's refusal (in stock now, too many
 * requests) is shown as it says it.
 */
export function StockAlertForm({ productId }: { productId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);

  // The form is gone once it is sent: keep the keyboard where the answer is.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const error = stockAlertEmailError(email);
    setFieldError(error);
    setFailure(null);
    if (error) {
      input.current?.focus();
      return;
    }
    setSending(true);
    const answer = await api.stockAlerts.subscribe(productId, { email: email.trim() });
    setSending(false);
    if (answer.ok) {
      setSent(true);
      return;
    }
    setFailure(stockAlertFailureText(answer));
  }

  return (
    <section className={styles.alert} aria-labelledby={`${id}-title`} data-testid="stock-alert">
      <h2 id={`${id}-title`} className={styles.title}>
        Tell me when it&apos;s back
      </h2>
      {sent ? (
        <div ref={done} tabIndex={-1} className={styles.done}>
          <Notice tone="success">{STOCK_ALERT_MESSAGES.subscribed}</Notice>
        </div>
      ) : (
        <form
          method="post"
          // The Lite pages' handler also takes this form when it is sent before scripts run.
          action={api.LITE_FORMS.stockAlert}
          className={styles.form}
          onSubmit={submit}
          noValidate
        >
          <p id={`${id}-hint`} className={styles.hint}>
            One e-mail when it is in stock again, and no more.
          </p>
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="back" value={`/products/${productId}`} />
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            <button type="submit" className={styles.button} aria-busy={sending || undefined}>
              {sending ? 'Sending...' : 'NOTIFY ME'}
            </button>
          </div>
          {fieldError ? (
            <p id={`${id}-error`} className={styles.error}>
              {fieldError}
            </p>
          ) : null}
          {failure ? (
            <Notice tone="error" onClose={() => setFailure(null)}>
              {failure}
            </Notice>
          ) : null}
        </form>
      )}
    </section>
  );
}
