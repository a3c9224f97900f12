'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Notice } from '@/components/form/Notice';
import form from '@/components/form/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import * as api from '@/lib/browser/api';
import type { OrderDetails } from '@/lib/contract/commerce';
import { PAY_LINK_NAME_MAX } from '@/lib/contract/pay-link-messages';
import {
  activePayLink,
  linkTime,
  PAY_LINK_TEXT,
  payLinkShareMessage,
} from '@/lib/shared/checkout/pay-link';
import { messageForFailure } from '@/lib/shared/checkout/shipping';
import { whatsAppShareHref } from '@/lib/shared/share';
import styles from './AskSomeoneToPay.module.scss';

export type AskOrder = Pick<
  OrderDetails,
  'orderId' | 'orderItems' | 'total' | 'payLink' | 'shippingInfo'
>;

interface MadeLink {
  url: string;
  expiresAt: string;
  shopperName: string;
}

/**
 * "Ask someone to pay" (issue 41 part 1, decision 061): makes a payment link for the order and
 * opens WhatsApp's share with a message saying what, how much and where, then keeps the link on
 * screen to send on WhatsApp, copy or share another way. The link's address is known only now (the
 * API keeps its hash), so a link made earlier can be replaced or withdrawn, not shown again.
 * Loaded when the shopper opens it (./AskSomeoneToPay.tsx), not with the page.
 */
export function AskSomeoneToPayPanel({
  order,
  siteName,
  headingLevel = null,
  onChange,
  focusName = false,
}: {
  order: AskOrder;
  siteName: string;
  /** A heading of its own (the confirmation, the order details); none inside the review's choice. */
  headingLevel?: 2 | 3 | null;
  /** The order's link changed: the caller may read the order again. */
  onChange?: () => void;
  /** Opened by a press on a button that is now gone: the keyboard goes on at the name. */
  focusName?: boolean;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);
  const signInAgain = useSignInAgain();
  const [earlier, setEarlier] = useState(activePayLink(order.payLink));
  const [made, setMade] = useState<MadeLink | null>(null);
  const [name, setName] = useState(
    order.payLink?.shopperName ?? order.shippingInfo.firstName.trim(),
  );
  const [busy, setBusy] = useState<'making' | 'withdrawing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const message = made ? payLinkShareMessage(order, siteName, made.url, made.expiresAt) : '';
  const whatsApp = made ? whatsAppShareHref(message) : '';

  const make = async () => {
    setFailure(null);
    setStatus(null);
    setBusy('making');
    const result = await api.orders.askSomeoneToPay(order.orderId, { shopperName: name.trim() });
    setBusy(null);
    if (!result.ok) {
      if (signInAgain(result.status)) return;
      setFailure(messageForFailure(result, PAY_LINK_TEXT.failed));
      return;
    }
    const link = result.data.payLink;
    setMade(link);
    setEarlier(null);
    onChange?.();
    // Still within the tap's activation: the share opens at once. Where a browser blocks it, the
    // link below does the same.
    window.open(
      whatsAppShareHref(payLinkShareMessage(order, siteName, link.url, link.expiresAt)),
      '_blank',
      'noopener,noreferrer',
    );
  };

  const withdraw = async () => {
    setFailure(null);
    setStatus(null);
    setBusy('withdrawing');
    const result = await api.orders.withdrawPayLink(order.orderId);
    setBusy(null);
    if (!result.ok) {
      if (signInAgain(result.status)) return;
      setFailure(messageForFailure(result, PAY_LINK_TEXT.withdrawFailed));
      return;
    }
    setMade(null);
    setEarlier(null);
    setStatus(PAY_LINK_TEXT.withdrawn);
    onChange?.();
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setStatus(PAY_LINK_TEXT.copied);
    } catch {
      // No clipboard (an old browser, a page not allowed it): the field is selected to copy by hand.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  };

  const shareOther = () => {
    void navigator.share?.({ title: PAY_LINK_TEXT.ask, text: message }).catch(() => {});
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const withdrawButton = (
    <button type="button" className={styles.withdraw} onClick={withdraw} disabled={busy !== null}>
      {busy === 'withdrawing' ? PAY_LINK_TEXT.withdrawing : PAY_LINK_TEXT.withdraw}
    </button>
  );

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingLevel ? `${id}-title` : undefined}
      aria-label={headingLevel ? undefined : PAY_LINK_TEXT.ask}
      data-testid="ask-someone-to-pay"
    >
      {headingLevel ? (
        <Heading id={`${id}-title`} className={styles.title}>
          {PAY_LINK_TEXT.ask}
        </Heading>
      ) : null}
      {made ? (
        <>
          <Notice tone="success">{PAY_LINK_TEXT.ready}</Notice>
          <p className={styles.note}>{PAY_LINK_TEXT.worksUntil(linkTime(made.expiresAt))}</p>
          <div className={form.field}>
            <label htmlFor={`${id}-url`} className={form.label}>
              {PAY_LINK_TEXT.linkLabel}
            </label>
            <input
              id={`${id}-url`}
              className={styles.link}
              value={made.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="pay-link-url"
            />
          </div>
          <div className={styles.actions}>
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.whatsApp}
            >
              {PAY_LINK_TEXT.whatsApp}
            </a>
            <button type="button" className={styles.secondaryButton} onClick={copy}>
              {PAY_LINK_TEXT.copy}
            </button>
            {typeof navigator !== 'undefined' && 'share' in navigator ? (
              <button type="button" className={styles.secondaryButton} onClick={shareOther}>
                {PAY_LINK_TEXT.shareOther}
              </button>
            ) : null}
          </div>
          {withdrawButton}
        </>
      ) : (
        <>
          <p className={styles.intro}>{PAY_LINK_TEXT.intro}</p>
          {earlier?.expiresAt ? (
            <p className={styles.note} data-testid="pay-link-active">
              {PAY_LINK_TEXT.active(earlier.shopperName, linkTime(earlier.expiresAt))}{' '}
              {PAY_LINK_TEXT.newLinkNote}
            </p>
          ) : null}
          <div className={form.field}>
            <label htmlFor={`${id}-name`} className={form.label}>
              {PAY_LINK_TEXT.nameLabel}
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              className={form.input}
              value={name}
              maxLength={PAY_LINK_NAME_MAX}
              autoComplete="given-name"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button
            type="button"
            className={form.primary}
            onClick={make}
            disabled={busy !== null || name.trim() === ''}
          >
            {busy === 'making'
              ? PAY_LINK_TEXT.making
              : earlier
                ? PAY_LINK_TEXT.newLink
                : PAY_LINK_TEXT.askButton}
          </button>
          {earlier ? withdrawButton : null}
        </>
      )}
      {failure ? (
        <Notice tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {status ? <Notice tone="success">{status}</Notice> : null}
    </section>
  );
}
