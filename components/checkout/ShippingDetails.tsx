import type { OrderDetails } from '@/lib/contract/commerce';
import { addressLine } from '@/lib/shared/checkout/address-line';
import { shippingName } from '@/lib/shared/checkout/order-view';
import styles from './ShippingDetails.module.scss';

/** Shipping information of an order: name, address, area, state, postcode, phone. */
export function ShippingDetails({ info }: { info: OrderDetails['shippingInfo'] }) {
  const name = shippingName(info);
  return (
    <dl className={styles.details} data-testid="shipping-details">
      <div>
        <dt>Name</dt>
        <dd>{name || 'N/A'}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{addressLine({ ...info, city: info.area })}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{info.phoneNumber || 'N/A'}</dd>
      </div>
    </dl>
  );
}
