import { orderDetailsResponse } from '@/lib/contract';
import { failureReason } from '@/marketplace/orders/read';
import { TEST_CARDS, api, call, submitHostedPage } from './orders-helpers';
import { paymentsSuite } from './payments-helpers';

jest.setTimeout(60_000);

// Issue 38 part 3: a declined card's page says why, in the provider's words.
const suite = paymentsSuite();
const { newOrder, linkFor, verify } = suite;

async function details(orderId: string) {
  const { m, ada } = suite.state;
  const response = await call(m.app, 'GET', api(`orders/details/${orderId}`), undefined, {
    token: ada,
  });
  expect(response.status).toBe(200);
  return orderDetailsResponse.parse(response.body).order;
}

describe('failureReason of an order', () => {
  it('is the provider’s reason for a declined card, on verify and on the details', async () => {
    const orderId = await newOrder();
    const failed = await submitHostedPage(await linkFor(orderId), {
      cardNumber: TEST_CARDS.insufficientFunds,
    });
    const transactionId = failed.redirect!.searchParams.get('transaction_id')!;
    const verified = await verify(orderId, transactionId);
    expect(verified).toMatchObject({
      paymentStatus: 'failed',
      failureReason: 'Insufficient funds',
    });
    expect((await details(orderId)).failureReason).toBe('Insufficient funds');
  });

  it('is the latest attempt’s reason, and null once the order is paid', async () => {
    const orderId = await newOrder();
    const first = await submitHostedPage(await linkFor(orderId), {
      cardNumber: TEST_CARDS.insufficientFunds,
    });
    await verify(orderId, first.redirect!.searchParams.get('transaction_id')!);
    const second = await submitHostedPage(await linkFor(orderId), {
      cardNumber: '4111 1111 1111 1111',
    });
    const declined = await verify(orderId, second.redirect!.searchParams.get('transaction_id')!);
    expect(declined.failureReason).toBe('Declined');

    await submitHostedPage(await linkFor(orderId), { cardNumber: TEST_CARDS.success });
    const paid = await verify(orderId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', failureReason: null });
  });

  it('is null for an order not yet paid', async () => {
    expect((await details(await newOrder())).failureReason).toBeNull();
  });
});

describe('failureReason()', () => {
  it('reads one line of the provider’s processor_response, or null', () => {
    const row = (status: string, raw: unknown) => ({ status, raw });
    expect(failureReason([])).toBeNull();
    expect(failureReason([row('failed', { data: {} })])).toBeNull();
    expect(failureReason([row('failed', 'not json')])).toBeNull();
    expect(
      failureReason([
        row('failed', { data: { processor_response: 'Declined' } }),
        row('successful', { data: { processor_response: 'Approved' } }),
        row('failed', { data: { processor_response: ' Do not\n honour ' } }),
      ]),
    ).toBe('Do not honour');
    expect(failureReason([row('failed', { data: { processor_response: 'x'.repeat(500) } })])).toBe(
      'x'.repeat(200),
    );
  });
});
