import { render, screen, within } from '@testing-library/react';
import { ProductCard } from '@/components/catalog/ProductCard';
import type { Product } from '@/lib/shared/catalog/mappers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => '/shop',
  useSearchParams: () => new URLSearchParams(),
}));

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '42',
    title: 'Ofada rice 50kg',
    description: '<p>Stone-free local rice.</p>',
    images: ['/media/products/ofada-rice-50kg-1.png'],
    image: '/media/products/ofada-rice-50kg-1.png',
    price: 68_000,
    originalPrice: 85_000,
    isDiscounted: true,
    averageRating: 3.6,
    numReviews: 12,
    quantity: 30,
    isSponsored: false,
    isTopSelling: false,
    warehouseState: 'Ogun',
    deliveryDays: null,
    vendor: { id: '7', storeName: 'Abeokuta Grains & Co' },
    category: { id: '1', title: 'Grains' },
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

function card() {
  return screen.getByTestId('product-card');
}

describe('ProductCard', () => {
  it('links the title, stretched over the card, to the product page', () => {
    render(<ProductCard product={product()} />);
    const link = screen.getByRole('link', { name: 'Ofada rice 50kg' });
    expect(link).toHaveAttribute('href', '/products/42');
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Ofada rice 50kg');
    expect(screen.getByRole('img', { name: 'Ofada rice 50kg' })).toBeInTheDocument();
  });

  it('shows the price to pay, the original struck through and the discount badge', () => {
    render(<ProductCard product={product()} />);
    expect(screen.getByTestId('price')).toHaveTextContent('₦68,000.00');
    const original = card().querySelector('s');
    expect(original).toHaveTextContent('₦85,000.00');
    expect(screen.getByTestId('discount')).toHaveTextContent('-20%');
  });

  it('shows neither struck price nor badge without a discount', () => {
    render(<ProductCard product={product({ isDiscounted: false, price: 85_000 })} />);
    expect(screen.getByTestId('price')).toHaveTextContent('₦85,000.00');
    expect(card().querySelector('s')).toBeNull();
    expect(screen.queryByTestId('discount')).toBeNull();
  });

  it('shows the Sponsored and Top Selling badges only when flagged', () => {
    const { rerender } = render(<ProductCard product={product()} />);
    expect(screen.queryByText('Sponsored')).toBeNull();
    expect(screen.queryByText('Top Selling')).toBeNull();
    rerender(<ProductCard product={product({ isSponsored: true, isTopSelling: true })} />);
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
    expect(screen.getByText('Top Selling')).toBeInTheDocument();
  });

  it('rounds the rating to whole stars and shows the review count', () => {
    render(<ProductCard product={product({ averageRating: 3.6, numReviews: 12 })} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('(12 reviews)');
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });

  it('says "No reviews yet" when nobody has reviewed it', () => {
    render(<ProductCard product={product({ averageRating: 0, numReviews: 0 })} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('links "Sold by" to the store with its name encoded', () => {
    render(<ProductCard product={product()} />);
    expect(card()).toHaveTextContent('Sold by Abeokuta Grains & Co');
    expect(screen.getByRole('link', { name: 'Abeokuta Grains & Co' })).toHaveAttribute(
      'href',
      '/vendors/Abeokuta%20Grains%20%26%20Co',
    );
  });

  it('has an add-to-cart button and no link inside another link', () => {
    render(<ProductCard product={product()} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(card().querySelector('a a')).toBeNull();
    expect(card().querySelector('a button')).toBeNull();
  });

  it('says where it ships from, with the delivery window when the list knows the shopper’s state', () => {
    const { unmount } = render(
      <ProductCard
        product={product({ warehouseState: 'Kano', deliveryDays: { min: 4, max: 7 } })}
      />,
    );
    expect(screen.getByTestId('ships-from')).toHaveTextContent('Ships from Kano · 4–7 days');
    unmount();
    render(<ProductCard product={product({ warehouseState: 'Kano', deliveryDays: null })} />);
    expect(screen.getByTestId('ships-from')).toHaveTextContent(/^Ships from Kano$/);
  });
});
