import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PlaceOrderButton } from '@/components/checkout/PlaceOrderButton';
import { fakeFetch } from './fake-fetch';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const { fetchMock, answer } = fakeFetch();
beforeEach(() => {
  replace.mockReset();
});

describe('PlaceOrderButton', () => {
  it('sends only the order id to initiate-payment', async () => {
    answer(400, { message: 'No vendor subaccounts found.' });
    render(<PlaceOrderButton orderId="OJA-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No vendor subaccounts found.');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/customer/initiate-payment');
    expect(JSON.parse(init.body)).toEqual({ orderId: 'OJA-1' });
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });

  it("says 'Failed to initiate payment.' for a failure with nothing to tell, or a bad answer", async () => {
    answer(502, { message: 'Payment provider unavailable; retry later.' });
    render(<PlaceOrderButton orderId="OJA-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment.');

    // A 200 without a link is no payment page to go to.
    answer(200, { status: 'success', data: {} });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment.');
  });

  it('sends a shopper whose session ended to log in again', async () => {
    answer(401, { message: 'Please log in to continue.' });
    render(<PlaceOrderButton orderId="OJA-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
