import { CheckoutLoading } from '@/components/checkout/CheckoutLoading';

export default function OrdersLoading() {
  return <CheckoutLoading label="Loading your orders..." summary={false} />;
}
