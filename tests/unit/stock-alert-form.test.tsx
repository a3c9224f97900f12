import { fireEvent, render, screen } from '@testing-library/react';
import { StockAlertForm } from '@/components/product/StockAlertForm';
import { stockAlertEmailError } from '@/lib/shared/catalog/stock-alert';
import { STOCK_ALERT_MESSAGES } from '@/lib/contract/constants';
import { emailField } from '@/lib/contract/accounts';
import { fakeFetch } from './fake-fetch';

const { fetchMock, answer } = fakeFetch();

/** "Tell me when it's back" (issue 38 part 5): the form's states, against a fake BFF. */
describe('StockAlertForm', () => {
  const type = (value: string) =>
    fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'NOTIFY ME' }));

  it('checks the address before sending anything, and clears the error as the shopper types', () => {
    render(<StockAlertForm productId="114" />);
    type('ada@example');
    send();
    const field = screen.getByLabelText('Email');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    type('ada@example.ng');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('sends the trimmed address to the BFF and then says what will happen', async () => {
    render(<StockAlertForm productId="114" />);
    type('  ada@example.ng ');
    answer(200, { message: STOCK_ALERT_MESSAGES.subscribed });
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We'll e-mail you when it's back in stock.",
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/customer/products/114/stock-alerts');
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.ng' }),
    });
    expect(screen.queryByRole('button', { name: 'NOTIFY ME' })).not.toBeInTheDocument();
    // The button that had the focus is gone: the answer takes it.
    expect(screen.getByRole('status').parentElement).toHaveFocus();
  });

  it("shows the API's refusal, how long to wait past the limit, and a retry for no answer", async () => {
    render(<StockAlertForm productId="114" />);
    type('ada@example.ng');
    answer(409, { message: STOCK_ALERT_MESSAGES.inStock });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(STOCK_ALERT_MESSAGES.inStock);
    answer(429, { message: 'Too many attempts.' }, { 'retry-after': '30' });
    send();
    expect(await screen.findByText('Too many attempts. Try again in 30 seconds.')).toBeVisible();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    send();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    // Still a form: the shopper can try again.
    expect(screen.getByRole('button', { name: 'NOTIFY ME' })).toBeEnabled();
  });

  it('is a plain form that works before its script runs', () => {
    const { container } = render(<StockAlertForm productId="114" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/lite/stock-alert');
    expect(container.querySelector('input[name="productId"]')).toHaveValue('114');
    expect(container.querySelector('input[name="back"]')).toHaveValue('/products/114');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
  });
});

describe('stockAlertEmailError', () => {
  it.each(['ada@example.ng', ' ada@example.ng ', 'a.b+c@farm.example.com.ng'])(
    'takes %s as the contract does',
    (email) => {
      expect(stockAlertEmailError(email)).toBeNull();
      expect(emailField.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    '',
    '   ',
    'ada',
    'ada@example',
    'a@@example.ng',
    'a b@example.ng',
    `${'a'.repeat(250)}@x.ng`,
  ])('refuses %j as the contract does', (email) => {
    expect(stockAlertEmailError(email)).toBe('Invalid email address');
    expect(emailField.safeParse(email).success).toBe(false);
  });
});
