import { eq } from 'drizzle-orm';
import { sandboxTransactions } from '@/marketplace/db/schema';
import { TEST_CARDS, submitHostedPage } from './orders-helpers';
import { paymentsSuite, type PaymentsState } from './payments-helpers';

jest.setTimeout(60_000);

/**
 * Issue 37 item 2: six POSTs of one checkout link at once charged three times. One link pays
 * once, however many tabs (or API replicas behind them) submit it together. The race shows on
 * PostgreSQL (test:postgres), whose pool runs the submits side by side; PGlite's one connection
 * mostly runs them in turn.
 */
const suite = paymentsSuite();
const { newOrder, linkFor } = suite;
let m: PaymentsState['m'];
beforeAll(() => {
  ({ m } = suite.state);
});

const chargesOf = (orderId: string) =>
  m.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, orderId));

describe('one checkout link, one charge', () => {
  it('twelve submits at once make one successful transaction; the others say it is paid', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    // Warm sockets and database connections, so the submits arrive together, as from open tabs.
    await Promise.all(Array.from({ length: 12 }, async () => (await fetch(link)).text()));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => submitHostedPage(link, { cardNumber: TEST_CARDS.success })),
    );
    const charges = await chargesOf(orderId);
    expect(charges.filter((charge) => charge.status === 'successful')).toHaveLength(1);
    expect(charges).toHaveLength(1);
    const redirected = answers.filter((answer) => answer.redirect);
    expect(redirected).toHaveLength(1);
    expect(redirected[0].redirect!.searchParams.get('status')).toBe('successful');
    // The rest see the page of a link already paid.
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(11);
  });

  it('a declined card leaves the link open for another card', async () => {
    const orderId = await newOrder();
    const link = await linkFor(orderId);
    const declined = await submitHostedPage(link, { cardNumber: TEST_CARDS.insufficientFunds });
    expect(declined.redirect!.searchParams.get('status')).toBe('failed');
    const paid = await submitHostedPage(link, { cardNumber: TEST_CARDS.success });
    expect(paid.redirect!.searchParams.get('status')).toBe('successful');
    expect((await chargesOf(orderId)).map((charge) => charge.status)).toEqual([
      'failed',
      'successful',
    ]);
  });
});
