'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Notice } from '@/components/auth/Notice';
import { TextField } from '@/components/auth/TextField';
import form from '@/components/auth/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import { callBff } from '@/lib/bff/browser';
import { cartTotals } from '@/lib/cart/totals';
import { reviewPath } from '@/lib/checkout/payment-status';
import {
  CHECKOUT_MESSAGES,
  messageForFailure,
  type ShippingPrefill,
} from '@/lib/checkout/shipping';
import {
  COMMERCE_MESSAGES,
  createOrderBody,
  createOrderResponse,
  type CartItem,
  type DeliveryArea,
} from '@/lib/contract/commerce';
import { formatNaira } from '@/lib/money';
import { OrderSummary } from './OrderSummary';
import styles from './Checkout.module.scss';

// The state is fixed by the cart and shipping by the chosen area: the shopper fills in the rest.
const shippingForm = createOrderBody.pick({
  area: true,
  address: true,
  postcode: true,
  phoneNumber: true,
});
type ShippingFormValues = z.infer<typeof shippingForm>;

/**
 * The shipping step: area, address, postcode and phone (state read-only), the order summary with
 * the chosen area's shipping, and CONTINUE, which creates the order and opens its review page.
 */
export function ShippingForm({
  state,
  areas,
  lines,
  taxPercent,
  prefill,
  children,
}: {
  state: string;
  /** null when the delivery areas could not be fetched. */
  areas: DeliveryArea[] | null;
  /** The cart's lines: unavailable ones are not charged. */
  lines: readonly Pick<CartItem, 'price' | 'qty' | 'available'>[];
  taxPercent: number;
  prefill: ShippingPrefill;
  /** The cart's lines as the summary lists them. */
  children?: ReactNode;
}) {
  const router = useRouter();
  const signInAgain = useSignInAgain();
  const stateId = useId();
  const areaId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the order exists: the button stays busy while the review page loads.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ShippingFormValues>({
    resolver: zodResolver(shippingForm),
    defaultValues: { area: '', ...prefill },
  });
  // One message for the form, as the spec words it: 'All fields are required.'
  const problem =
    errors.area?.message ??
    errors.address?.message ??
    errors.postcode?.message ??
    errors.phoneNumber?.message;

  const areaChoice = useWatch({ control, name: 'area' });
  const chosen = areas?.find((area) => area.area === areaChoice);
  const amounts = cartTotals(lines, taxPercent, chosen?.price ?? 0);

  const postcode = register('postcode');
  const digitsOnly: typeof postcode.onChange = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = input.value.replace(/\D/g, '');
    return postcode.onChange(event);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const area = areas?.find((candidate) => candidate.area === values.area);
    if (!area) {
      setFailure(COMMERCE_MESSAGES.allFieldsRequired);
      return;
    }
    const result = await callBff('/api/customer/orders', {
      method: 'POST',
      body: { ...values, state, shipping: area.price },
    });
    const created = result.ok ? createOrderResponse.safeParse(result.data) : null;
    if (created?.success) {
      setLeaving(true);
      router.push(reviewPath(created.data.order.orderId));
      return;
    }
    if (!result.ok && signInAgain(result.status)) return;
    setFailure(
      result.ok
        ? CHECKOUT_MESSAGES.createOrderFailed
        : messageForFailure(result, CHECKOUT_MESSAGES.createOrderFailed),
    );
  });

  const busy = isSubmitting || leaving;

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <section className={styles.card} aria-labelledby="delivery-details">
        <h2 id="delivery-details" className={styles.cardTitle}>
          Delivery details
        </h2>
        <div className={form.form}>
          {areas === null ? (
            <Notice tone="error">{CHECKOUT_MESSAGES.deliveryAreasFailed}</Notice>
          ) : null}
          {failure ? (
            <Notice tone="error" onClose={() => setFailure(null)}>
              {failure}
            </Notice>
          ) : problem ? (
            <p className={form.error} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={form.field}>
            <label htmlFor={stateId} className={form.label}>
              State
            </label>
            <input
              id={stateId}
              className={`${form.input} ${styles.readOnly}`}
              value={state}
              readOnly
              aria-describedby={`${stateId}-hint`}
            />
            <p id={`${stateId}-hint`} className={form.hint}>
              Your order ships from the warehouse in {state}.
            </p>
          </div>
          <div className={form.field}>
            <label htmlFor={areaId} className={form.label}>
              Area
            </label>
            <select
              id={areaId}
              className={form.input}
              aria-invalid={Boolean(errors.area) || undefined}
              disabled={areas === null}
              {...register('area')}
            >
              <option value="">Choose a delivery area</option>
              {areas?.map((area) => (
                <option key={area._id} value={area.area}>
                  {`${area.area} (${formatNaira(area.price)})`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Address"
            autoComplete="street-address"
            registration={register('address')}
            invalid={Boolean(errors.address)}
          />
          <div className={form.row}>
            <TextField
              label="Postcode"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="postal-code"
              maxLength={10}
              registration={{ ...postcode, onChange: digitsOnly }}
              invalid={Boolean(errors.postcode)}
            />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              registration={register('phoneNumber')}
              invalid={Boolean(errors.phoneNumber)}
            />
          </div>
        </div>
      </section>
      <aside className={styles.aside}>
        <OrderSummary amounts={amounts} taxRate={taxPercent}>
          {children}
          <button type="submit" className={form.primary} disabled={busy || areas === null}>
            {busy ? 'Creating order...' : 'CONTINUE'}
          </button>
        </OrderSummary>
      </aside>
    </form>
  );
}
