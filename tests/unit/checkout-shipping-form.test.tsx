import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ShippingForm } from '@/components/checkout/ShippingForm';
import { formatNaira } from '@/lib/shared/money';
import { fakeFetch } from './fake-fetch';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace }),
}));

const areas = [
  { _id: '1', area: 'Ikeja', price: 2_500 },
  { _id: '2', area: 'Lekki', price: 4_000.5 },
];

// ₦10,000.00 of goods that can be bought; the unavailable line is not charged.
const lines = [
  { price: 4_000, qty: 2, available: true },
  { price: 2_000, qty: 1, available: true },
  { price: 9_999, qty: 1, available: false },
];

const { fetchMock, answer } = fakeFetch();
beforeEach(() => {
  push.mockReset();
});

// The API's split of the cart to Lagos before an area is chosen, and with one (Lekki).
const window = { minDays: 1, maxDays: 2 };
const quote = (area: string | null, fee: number | null) => ({
  deliveryState: 'Lagos',
  area,
  shipments: [{ fromState: 'Lagos', productIds: ['7'], fee, window }],
  shipping: fee,
});

function renderForm(prefill = { address: '', postcode: '', phoneNumber: '08035550101' }) {
  render(
    <ShippingForm
      state="Lagos"
      areas={areas}
      states={['Kano', 'Lagos']}
      quote={quote(null, null)}
      names={{ '7': 'Catfish × 2' }}
      lines={lines}
      taxPercent={7.5}
      prefill={prefill}
    />,
  );
}

describe('ShippingForm', () => {
  it('starts at the given state, lists the shipments and prefills the phone', () => {
    renderForm();
    expect(screen.getByLabelText('State')).toHaveValue('Lagos');
    expect(screen.getByTestId('shipment')).toHaveTextContent('From Lagos');
    expect(screen.getByTestId('shipment')).toHaveTextContent('Catfish × 2');
    expect(screen.getByTestId('shipment')).toHaveTextContent('Arrives in 1–2 days');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('08035550101');
  });

  it("refuses an incomplete form with 'All fields are required.' and creates nothing", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Allen Avenue' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the API for the chosen area's shipping and adds it to the summary", async () => {
    answer(200, quote('Lekki', 4_000.5));
    renderForm();
    const summary = screen.getByTestId('order-summary');
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'Lekki' } });
    // 10,000.00 + 4,000.50 + 7.5 % of 10,000.00 (750.00), worked out in kobo.
    const total = (1_000_000 + 400_050 + 75_000) / 100;
    expect(await within(summary).findByText(formatNaira(total))).toBeInTheDocument();
    expect(within(summary).getByText(formatNaira(4_000.5))).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/customer/shipping-quote?state=Lagos&area=Lekki');
    expect(screen.getByTestId('shipment-fee')).toHaveTextContent(formatNaira(4_000.5));
  });

  it('reads the areas and the shipments again when the state changes', async () => {
    answer(200, { areas: [{ _id: '9', area: 'Fagge', price: 1_500 }] });
    answer(200, { ...quote(null, null), deliveryState: 'Kano' });
    renderForm();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kano' } });
    expect(await screen.findByRole('option', { name: /Fagge/ })).toBeInTheDocument();
    expect(await screen.findByText('1 shipment to Kano')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/customer/delivery-areas?state=Kano');
    expect(urls).toContain('/api/customer/shipping-quote?state=Kano');
  });

  it("creates the order with the API's shipping and opens its review page", async () => {
    answer(200, quote('Ikeja', 2_500));
    answer(201, { message: 'Order created', order: { orderId: 'ord_abc' } });
    renderForm({ address: '12 Allen Avenue', postcode: '100001', phoneNumber: '0803' });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'Ikeja' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/review/ord_abc'));
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/customer/orders');
    expect(JSON.parse(init.body)).toEqual({
      state: 'Lagos',
      area: 'Ikeja',
      address: '12 Allen Avenue',
      postcode: '100001',
      phoneNumber: '0803',
      shipping: areas[0].price,
      // No saved address yet: "Save this address" starts checked (issue 38).
      saveAddress: true,
    });
  });

  it('offers the saved addresses: the latest of the state fills the form, another one too', async () => {
    const saved = [
      { _id: '1', state: 'Kano', city: 'Fagge', address: '3 Zoo Road', postcode: '700001' },
      {
        _id: '2',
        state: 'Lagos',
        city: 'Ikeja',
        address: '12 Allen Avenue, Ikeja',
        postcode: '100271',
      },
    ];
    answer(200, quote('Ikeja', 2_500));
    render(
      <ShippingForm
        state="Lagos"
        areas={areas}
        states={['Kano', 'Lagos']}
        quote={quote(null, null)}
        lines={lines}
        taxPercent={7.5}
        prefill={{ address: saved[1].address, postcode: saved[1].postcode, phoneNumber: '0803' }}
        savedAddresses={saved}
      />,
    );
    const picker = screen.getByLabelText('Saved addresses');
    expect(picker).toHaveValue('2');
    // One line per address, naming Ikeja once.
    expect(
      within(picker).getByRole('option', { name: '12 Allen Avenue, Ikeja, Lagos 100271' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Area')).toHaveValue('Ikeja'));
    expect(screen.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();

    answer(200, { areas: [{ _id: '9', area: 'Fagge', price: 1_500 }] });
    answer(200, { ...quote(null, null), deliveryState: 'Kano' });
    answer(200, { ...quote('Fagge', 1_500), deliveryState: 'Kano' });
    fireEvent.change(picker, { target: { value: '1' } });
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Kano'));
    await waitFor(() => expect(screen.getByLabelText('Area')).toHaveValue('Fagge'));
    expect(screen.getByLabelText('Address')).toHaveValue('3 Zoo Road');
    expect(screen.getByLabelText('Postcode')).toHaveValue('700001');

    fireEvent.change(picker, { target: { value: '' } });
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it("shows the API's reason when it refuses, else 'Failed to create order.'", async () => {
    answer(200, quote('Ikeja', 2_500));
    answer(409, { message: 'Only 1 unit of Yam is left.' });
    renderForm({ address: '12 Allen Avenue', postcode: '100001', phoneNumber: '0803' });
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'Ikeja' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 unit of Yam is left.');

    answer(500, { message: 'db down' });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create order.'),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch delivery areas.' and cannot continue without areas", () => {
    render(
      <ShippingForm
        state="Lagos"
        areas={null}
        lines={lines}
        taxPercent={7.5}
        prefill={{ address: '', postcode: '', phoneNumber: '' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch delivery areas.');
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
  });
});
