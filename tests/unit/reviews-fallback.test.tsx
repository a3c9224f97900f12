import { render, screen } from '@testing-library/react';
import { ReviewsFallback } from '@/components/product/ReviewsFallback';
import { fakeFetch } from './fake-fetch';

// When the server could not read a product's reviews, the Reviews tab reads them from the browser.
const { fetchMock, answer } = fakeFetch();

test('shows "Loading reviews..." and then the reviews the BFF answers', async () => {
  answer(200, {
    reviews: [
      {
        _id: '9',
        rating: 4,
        title: 'Fresh and well packed',
        comment: 'Arrived in two days.',
        firstName: null,
        createdAt: '2026-03-05T09:00:00.000Z',
        vendorReply: 'Thank you!',
        customer: '3',
      },
    ],
  });
  render(<ReviewsFallback productId="12" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
  expect(await screen.findByText('Fresh and well packed')).toBeInTheDocument();
  expect(screen.getByText('Anonymous')).toBeInTheDocument();
  expect(screen.getByText('Thank you!')).toBeInTheDocument();
  expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/customer/products/12/reviews', expect.anything());
});

test('says "Failed to load reviews" when the BFF cannot answer them', async () => {
  answer(502, { message: 'Bad gateway' });
  render(<ReviewsFallback productId="12" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
});

test('says "Failed to load reviews" when the answer is not a reviews list', async () => {
  answer(200, { reviews: 'none' });
  render(<ReviewsFallback productId="12" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
});
