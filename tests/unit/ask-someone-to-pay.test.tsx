import { fireEvent, render, screen } from '@testing-library/react';
import { AskSomeoneToPay } from '@/components/checkout/AskSomeoneToPay';
import { AskSomeoneToPayPanel } from '@/components/checkout/AskSomeoneToPayPanel';
import { fakeFetch } from './fake-fetch';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));

const { fetchMock, answer } = fakeFetch();
const open = jest.fn();
beforeEach(() => {
  open.mockReset();
  window.open = open;
});

const order = {
  orderId: 'OJA-1',
  total: 5_000,
  orderItems: [
    {
      id: 1,
      productId: '7',
      productTitle: 'Yellow garri 25kg',
      productImage: null,
      qty: 1,
      price: 5_000,
      vendorId: '2',
      storeName: 'Ijebu Garri Hub',
    },
  ],
  payLink: null,
  shippingInfo: {
    firstName: 'Ngozi',
    lastName: 'Okafor',
    email: 'ngozi@example.ng',
    phoneNumber: '0803',
    address: '12 Allen Avenue',
    area: 'Ikeja',
    state: 'Lagos',
    postcode: '100271',
  },
};

const URL_MADE = `https://ojamarket.ng/pay/${'a'.repeat(43)}`;

describe('AskSomeoneToPayPanel', () => {
  it('makes the link with the name shown, opens the WhatsApp share and keeps the link on screen', async () => {
    answer(201, {
      message: 'Payment link ready: send it to the person paying.',
      payLink: { url: URL_MADE, shopperName: 'Mama Ngozi', expiresAt: '2026-12-01T14:45:00.000Z' },
    });
    render(<AskSomeoneToPayPanel order={order} siteName="Oja Market" headingLevel={2} />);
    const name = screen.getByLabelText('Your name as they will see it');
    expect(name).toHaveValue('Ngozi');
    fireEvent.change(name, { target: { value: ' Mama Ngozi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ASK SOMEONE TO PAY' }));

    expect(await screen.findByTestId('pay-link-url')).toHaveValue(URL_MADE);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/customer/orders/OJA-1/pay-link');
    expect(JSON.parse(init.body)).toEqual({ shopperName: 'Mama Ngozi' });
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain(URL_MADE);
    expect(open).toHaveBeenCalledWith(
      whatsApp.getAttribute('href'),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('says why when the link cannot be made', async () => {
    answer(409, { message: 'This order has already been paid.' });
    render(<AskSomeoneToPayPanel order={order} siteName="Oja Market" />);
    fireEvent.click(screen.getByRole('button', { name: 'ASK SOMEONE TO PAY' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has already been paid.');
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a new link or withdrawing the one sent, whose address it cannot show again', async () => {
    answer(200, { message: 'Payment link withdrawn: it no longer takes payments.', order: {} });
    render(
      <AskSomeoneToPayPanel
        order={{
          ...order,
          payLink: {
            state: 'open',
            shopperName: 'Mama Ngozi',
            createdAt: '2026-12-01T14:15:00.000Z',
            expiresAt: '2026-12-01T14:45:00.000Z',
          },
        }}
        siteName="Oja Market"
      />,
    );
    expect(screen.getByTestId('pay-link-active')).toHaveTextContent('as Mama Ngozi');
    expect(screen.getByRole('button', { name: 'MAKE A NEW LINK' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment link withdrawn');
    expect(fetchMock.mock.calls[0][1].method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'ASK SOMEONE TO PAY' })).toBeEnabled();
  });
});

describe('AskSomeoneToPay', () => {
  it('is a button until pressed; the panel then opens with the keyboard at the name', async () => {
    render(<AskSomeoneToPay order={order} siteName="Oja Market" headingLevel={3} />);
    expect(screen.queryByLabelText('Your name as they will see it')).toBeNull();
    const button = screen.getByRole('button', { name: 'Ask someone to pay' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    const name = await screen.findByLabelText('Your name as they will see it');
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Ask someone to pay' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ASK SOMEONE TO PAY' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is open at once when the order has a link out, or when asked (the review step)', async () => {
    const payLink = {
      state: 'open' as const,
      shopperName: 'Mama Ngozi',
      createdAt: '2026-12-01T14:15:00.000Z',
      expiresAt: '2026-12-01T14:45:00.000Z',
    };
    const { unmount } = render(<AskSomeoneToPay order={{ ...order, payLink }} siteName="Oja" />);
    expect(await screen.findByTestId('pay-link-active')).toHaveTextContent('as Mama Ngozi');
    expect(screen.getByLabelText('Your name as they will see it')).not.toHaveFocus();
    unmount();

    render(<AskSomeoneToPay order={order} siteName="Oja" startOpen />);
    expect(await screen.findByRole('button', { name: 'ASK SOMEONE TO PAY' })).toBeEnabled();
  });
});
