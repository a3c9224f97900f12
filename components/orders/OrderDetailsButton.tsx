'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import modal from '@/components/account/Modal.module.scss';
import { useModalDialog } from '@/components/layout/useModalDialog';
import { OrderDetailsLoading } from './OrderDetailsLoading';
import styles from './OrderRows.module.scss';

const loadOrderDetailsView = () => import('./OrderDetailsView');

// The details' code (the order's schema, the timeline, the payment link's form) loads when a
// shopper reaches for See Details, not with My Orders (first-load JS budget,
// scripts/first-load-budget.json): a pointer over the button or focus on it starts it.
const OrderDetailsView = dynamic(
  () => loadOrderDetailsView().then((module) => module.OrderDetailsView),
  { ssr: false, loading: OrderDetailsLoading },
);

/**
 * 'See Details' of one My Orders row: a modal dialog (focus kept inside, Escape or a tap outside
 * closes it, focus goes back to the button) that loads the order's details when it opens.
 */
export function OrderDetailsButton({
  orderId,
  itemTitle,
  siteName,
}: {
  orderId: string;
  itemTitle: string;
  /** For the payment link's message ("Ask someone to pay"). */
  siteName: string;
}) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={styles.details}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadOrderDetailsView}
        onFocus={loadOrderDetailsView}
        onClick={() => setOpen(true)}
      >
        See Details<span className="visually-hidden"> of {itemTitle}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={modal.dialog}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <div className={modal.panel}>
            <div className={modal.header}>
              <h2 id={titleId} className={modal.title}>
                Order details
              </h2>
              <button
                type="button"
                className={modal.close}
                onClick={close}
                aria-label="Close"
                data-autofocus=""
              >
                ×
              </button>
            </div>
            <div className={modal.body}>
              <OrderDetailsView orderId={orderId} siteName={siteName} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
