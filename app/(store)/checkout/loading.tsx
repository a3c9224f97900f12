import { CheckoutLoading } from '@/components/checkout/CheckoutLoading';

export default function CheckoutStepLoading() {
  return <CheckoutLoading label="Loading your order..." />;
}
