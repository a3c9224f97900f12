import { fireEvent, render, screen } from '@testing-library/react';
import { CartLine } from '@/components/cart/CartLine';
import type { CartItem } from '@/lib/contract/commerce';

function line(overrides: Partial<CartItem> = {}, stock = 10): CartItem {
  return {
    product: {
      _id: '42',
      title: 'Ofada rice 50kg',
      images: ['/media/products/ofada.png'],
      location: 'Ogun',
      quantity: stock,
    },
    productId: '42',
    qty: 2,
    price: 1_250.5,
    vendorId: '7',
    storeName: 'Abeokuta Grains & Co',
    available: true,
    ...overrides,
  };
}

function renderLine(item: CartItem) {
  const onQuantity = jest.fn();
  const onRemove = jest.fn();
  render(
    <ul>
      <CartLine line={item} onQuantity={onQuantity} onRemove={onRemove} />
    </ul>,
  );
  return { onQuantity, onRemove };
}

describe('CartLine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('links title and store, and shows unit price and line total', () => {
    renderLine(line());
    expect(screen.getByRole('link', { name: 'Ofada rice 50kg' })).toHaveAttribute(
      'href',
      '/products/42',
    );
    expect(screen.getByRole('link', { name: 'Abeokuta Grains & Co' })).toHaveAttribute(
      'href',
      '/vendors/Abeokuta%20Grains%20%26%20Co',
    );
    expect(screen.getByTestId('unit-price')).toHaveTextContent('₦1,250.50 each');
    expect(screen.getByTestId('line-total')).toHaveTextContent('₦2,501.00');
    expect(screen.queryByTestId('unavailable')).not.toBeInTheDocument();
  });

  it('sends quick taps as one change with the final quantity, capped at the stock', () => {
    const { onQuantity } = renderLine(line({}, 3));
    const increase = screen.getByRole('button', { name: 'Increase quantity of ofada rice 50kg' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByTestId('line-total')).toHaveTextContent('₦3,751.50');
    expect(onQuantity).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(onQuantity).toHaveBeenCalledTimes(1);
    expect(onQuantity).toHaveBeenCalledWith('42', 3);
  });

  it('never sends a quantity below 1', () => {
    const { onQuantity } = renderLine(line({ qty: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of ofada rice 50kg' }));
    jest.advanceTimersByTime(500);
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('says why a line is unavailable; a line above the stock can be lowered', () => {
    const { onQuantity } = renderLine(line({ qty: 5, available: false }, 3));
    expect(screen.getByTestId('unavailable')).toHaveTextContent('Only 3 left');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of ofada rice 50kg' }));
    jest.advanceTimersByTime(500);
    expect(onQuantity).toHaveBeenCalledWith('42', 3);
  });

  it('an out-of-stock line can only be removed', () => {
    const { onRemove } = renderLine(line({ available: false }, 0));
    expect(screen.getByTestId('unavailable')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('textbox')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ofada rice 50kg' }));
    expect(onRemove).toHaveBeenCalledWith('42');
  });
});
