'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { Notice } from '@/components/form/Notice';
import { PostcodeField, StreetAddressField } from '@/components/form/AddressFields';
import { TextField } from '@/components/form/TextField';
import form from '@/components/form/Form.module.scss';
import { useSignInAgain } from '@/components/account/useSignInAgain';
import * as api from '@/lib/browser/api';
import { cartTotals } from '@/lib/shared/cart/totals';
import { quoteShipmentRows } from '@/lib/shared/checkout/delivery';
import { reviewPath } from '@/lib/shared/checkout/payment-status';
import {
  CHECKOUT_MESSAGES,
  latestSavedAddress,
  messageForFailure,
  saveAddressByDefault,
  type ShippingPrefill,
} from '@/lib/shared/checkout/shipping';
import type { CustomerAddress } from '@/lib/contract/accounts';
import {
  COMMERCE_MESSAGES,
  createOrderBody,
  createOrderResponse,
  type CartItem,
  type DeliveryArea,
} from '@/lib/contract/commerce';
import type { ShippingQuote } from '@/lib/contract/shipments';
import { formatNaira } from '@/lib/shared/money';
import { OrderSummary } from './OrderSummary';
import { SavedAddressPicker } from './SavedAddressPicker';
import { Shipments } from './Shipments';
import { useDeliveryChoice } from './useDeliveryChoice';
import styles from './Checkout.module.scss';

// State and area are the delivery choice (useDeliveryChoice); shipping is the API's quote.
const shippingForm = createOrderBody.pick({
  area: true,
  address: true,
  postcode: true,
  phoneNumber: true,
});
type ShippingFormValues = z.infer<typeof shippingForm>;

/** The state and area selects: a state the shopper chose (with why, when it is not their own). */
function DeliveryPlaceFields({
  state,
  stateChoices,
  notice,
  areas,
  areaField,
  areaInvalid,
  onStateChange,
}: {
  state: string;
  stateChoices: readonly string[];
  notice?: string;
  areas: DeliveryArea[] | null;
  areaField: UseFormRegisterReturn;
  areaInvalid: boolean;
  onStateChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const stateId = useId();
  const areaId = useId();
  return (
    <>
      <div className={form.field}>
        <label htmlFor={stateId} className={form.label}>
          State
        </label>
        <select
          id={stateId}
          className={form.input}
          value={state}
          onChange={onStateChange}
          aria-describedby={notice ? `${stateId}-hint` : undefined}
        >
          <option value="">Choose a state</option>
          {stateChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {notice ? (
          <p id={`${stateId}-hint`} className={form.hint}>
            {notice}
          </p>
        ) : null}
      </div>
      <div className={form.field}>
        <label htmlFor={areaId} className={form.label}>
          Area
        </label>
        <select
          id={areaId}
          className={form.input}
          aria-invalid={areaInvalid || undefined}
          disabled={areas === null || !state}
          {...areaField}
        >
          <option value="">Choose a delivery area</option>
          {areas?.map((area) => (
            <option key={area._id} value={area.area}>
              {`${area.area} (${formatNaira(area.price)})`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The address book at checkout: the latest address of the delivery state fills the form at first,
 * and a chosen one fills the address, the postcode, its state and then its area once that state's
 * areas are the select's options (an address-book city that is no delivery area leaves the area
 * to the shopper).
 */
function useSavedAddressChoice({
  initialState,
  savedAddresses,
  delivery,
  setValue,
}: {
  initialState: string;
  savedAddresses: readonly CustomerAddress[];
  delivery: ReturnType<typeof useDeliveryChoice>;
  setValue: UseFormSetValue<ShippingFormValues>;
}) {
  const { state, areas, quote } = delivery;
  const prefilled = latestSavedAddress(initialState, savedAddresses);
  const [savedId, setSavedId] = useState(prefilled?._id ?? '');
  const [saveAddress, setSaveAddress] = useState(saveAddressByDefault(savedAddresses));
  // A saved address's area, set on the area select once that state's areas are its options.
  const wantedArea = useRef(prefilled?.city ?? '');
  /** Puts the wanted area on the select (react-hook-form's own DOM) and asks for its quote. */
  const applyWantedArea = (choices: readonly DeliveryArea[] | null, current: string) => {
    const wanted = wantedArea.current;
    if (!wanted || !choices || choices.length === 0) return;
    // An address book city that is no delivery area leaves the area to the shopper.
    if (!choices.some((area) => area.area === wanted)) {
      wantedArea.current = '';
      return;
    }
    wantedArea.current = '';
    setValue('area', wanted);
    if (quote?.area !== wanted || quote.deliveryState !== current) delivery.chooseArea(wanted);
  };
  // The areas arrive with the page, or after a saved address of another state was chosen.
  useEffect(() => applyWantedArea(areas, state), [areas]); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseSaved = (address: CustomerAddress | null) => {
    setSavedId(address?._id ?? '');
    setValue('address', address?.address ?? '');
    setValue('postcode', address?.postcode ?? '');
    if (!address) return;
    wantedArea.current = address.city;
    if (address.state === state) return applyWantedArea(areas, state);
    setValue('area', '');
    void delivery.chooseState(address.state);
  };

  /** Another state chosen by hand: no saved address is chosen any more. */
  const forgetSaved = () => {
    setSavedId('');
    wantedArea.current = '';
  };
  return { savedId, saveAddress, setSaveAddress, chooseSaved, forgetSaved };
}

/**
 * The form's one message, in order: the delivery areas could not be fetched or quoted, the
 * order could not be made (closable), or the first field that is wrong.
 */
function FormMessage({
  areasFailed,
  deliveryProblem,
  failure,
  problem,
  onCloseFailure,
}: {
  areasFailed: boolean;
  deliveryProblem: string | null | undefined;
  failure: string | null;
  problem: string | undefined;
  onCloseFailure: () => void;
}) {
  return (
    <>
      {areasFailed ? (
        <Notice tone="error">{CHECKOUT_MESSAGES.deliveryAreasFailed}</Notice>
      ) : deliveryProblem ? (
        <Notice tone="error">{deliveryProblem}</Notice>
      ) : null}
      {failure ? (
        <Notice tone="error" onClose={onCloseFailure}>
          {failure}
        </Notice>
      ) : problem ? (
        <p className={form.error} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/**
 * The shipping step: state (the shopper's, decision 045), area, address, postcode and phone, the
 * cart's shipments with their fees, the order summary with the API's shipping, and CONTINUE,
 * which creates the order and opens its review page.
 */
export function ShippingForm({
  state: initialState,
  areas: initialAreas,
  states,
  quote: initialQuote = null,
  notice,
  names = {},
  lines,
  taxPercent,
  prefill,
  savedAddresses = [],
  children,
}: {
  /** The state delivered to at first; '' when the shopper must choose one. */
  state: string;
  /** null when the delivery areas could not be fetched. */
  areas: DeliveryArea[] | null;
  /** The states the marketplace delivers to; the first state alone when not known. */
  states?: readonly string[];
  /** The API's split of the cart for the first state, no area chosen yet. */
  quote?: ShippingQuote | null;
  /** Why the first state is not the shopper's own ("We do not deliver to Sokoto yet..."). */
  notice?: string;
  /** "Title × qty" of each cart line by product id, for the shipments. */
  names?: Readonly<Record<string, string>>;
  /** The cart's lines: unavailable ones are not charged. */
  lines: readonly Pick<CartItem, 'price' | 'qty' | 'available'>[];
  taxPercent: number;
  prefill: ShippingPrefill;
  /** The shopper's address book, oldest first: offered above the fields. */
  savedAddresses?: readonly CustomerAddress[];
  /** The cart's lines as the summary lists them. */
  children?: ReactNode;
}) {
  const router = useRouter();
  const signInAgain = useSignInAgain();
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the order exists: the button stays busy while the review page loads.
  const [leaving, setLeaving] = useState(false);
  const delivery = useDeliveryChoice({
    state: initialState,
    areas: initialAreas,
    quote: initialQuote,
  });
  const { state, areas, quote } = delivery;
  const stateChoices = states && states.length > 0 ? states : [initialState].filter(Boolean);
  const {
    register,
    handleSubmit,
    setValue,
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

  const { savedId, saveAddress, setSaveAddress, chooseSaved, forgetSaved } = useSavedAddressChoice({
    initialState,
    savedAddresses,
    delivery,
    setValue,
  });

  const amounts = cartTotals(lines, taxPercent, quote?.shipping ?? 0);
  const areaField = register('area', {
    onChange: (event: { target: { value: string } }) => delivery.chooseArea(event.target.value),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const area = areas?.find((candidate) => candidate.area === values.area);
    if (!state || !area) {
      setFailure(COMMERCE_MESSAGES.allFieldsRequired);
      return;
    }
    if (quote?.shipping == null || quote.area !== area.area || quote.deliveryState !== state)
      return;
    const result = await api.orders.create({
      ...values,
      state,
      shipping: quote.shipping,
      saveAddress,
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
  const onStateChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setValue('area', '');
    forgetSaved();
    void delivery.chooseState(event.target.value);
  };

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate>
      <section className={styles.card} aria-labelledby="delivery-details">
        <h2 id="delivery-details" className={styles.cardTitle}>
          Delivery details
        </h2>
        <div className={form.form}>
          <FormMessage
            areasFailed={areas === null}
            deliveryProblem={delivery.problem}
            failure={failure}
            problem={problem}
            onCloseFailure={() => setFailure(null)}
          />
          <SavedAddressPicker addresses={savedAddresses} value={savedId} onChoose={chooseSaved} />
          <DeliveryPlaceFields
            state={state}
            stateChoices={stateChoices}
            notice={notice}
            areas={areas}
            areaField={areaField}
            areaInvalid={Boolean(errors.area)}
            onStateChange={onStateChange}
          />
          {quote ? (
            <Shipments
              deliveryState={quote.deliveryState}
              shipments={quoteShipmentRows(quote, names)}
            />
          ) : null}
          <StreetAddressField
            registration={register('address')}
            invalid={Boolean(errors.address)}
          />
          <div className={form.row}>
            <PostcodeField registration={register('postcode')} invalid={Boolean(errors.postcode)} />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              registration={register('phoneNumber')}
              invalid={Boolean(errors.phoneNumber)}
            />
          </div>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={saveAddress}
              onChange={(event) => setSaveAddress(event.target.checked)}
            />
            Save this address
          </label>
        </div>
      </section>
      <aside className={styles.aside}>
        <OrderSummary amounts={amounts} taxRate={taxPercent}>
          {children}
          <button
            type="submit"
            className={form.primary}
            disabled={busy || areas === null || delivery.pending}
          >
            {busy ? 'Creating order...' : 'CONTINUE'}
          </button>
        </OrderSummary>
      </aside>
    </form>
  );
}
