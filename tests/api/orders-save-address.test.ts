import { addressesResponse, profileResponse } from '@/lib/contract';
import { addresses } from '@/marketplace/db/schema';
import { MAX_ADDRESSES } from '@/marketplace/accounts/addresses';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';
import { fillCart, insertShop, shippingTo, type Shop } from './orders-helpers';

jest.setTimeout(60_000);

// Issue 38 part 3: the checkout's address is remembered, once, when the shopper asks for it.
let m: TestMarketplace;
let shop: Shop;
beforeAll(async () => {
  m = await startTestMarketplace({ ...NO_RATE_LIMITS, ORDER_RESERVATION_SWEEP_SECONDS: '0' });
  shop = await insertShop(m.db);
});
afterAll(() => m.close());

async function order(token: string, body: object) {
  await fillCart(m.db, token, [{ productId: shop.productIds[0], qty: 1 }]);
  const response = await call(m.app, 'POST', api('orders'), body, { token });
  expect(response.status).toBe(201);
}
const book = async (token: string) =>
  addressesResponse.parse((await call(m.app, 'GET', api('addresses'), undefined, { token })).body)
    .addresses;

it('keeps the order’s address in the address book when asked, with its area as the city', async () => {
  const ada = await signUpVerified(m.app, m.db, 'ada@example.ng');
  await order(ada, { ...shippingTo('Ikeja'), saveAddress: true });
  expect(await book(ada)).toEqual([
    {
      _id: expect.any(String),
      state: 'Lagos',
      city: 'Ikeja',
      address: '12 Allen Avenue',
      postcode: '100271',
    },
  ]);
  // Manage Account's Addresses line is the latest saved address: no longer N/A.
  const profile = profileResponse.parse(
    (await call(m.app, 'GET', api('profile'), undefined, { token: ada })).body,
  );
  expect(profile.profile.address).toEqual({ address: '12 Allen Avenue', postcode: '100271' });
});

it('does not add an address the book already holds, whatever its case and spacing', async () => {
  const bola = await signUpVerified(m.app, m.db, 'bola@example.ng');
  await order(bola, { ...shippingTo('Ikeja'), saveAddress: true });
  await order(bola, { ...shippingTo('Ikeja'), address: ' 12  allen avenue ', saveAddress: true });
  expect(await book(bola)).toHaveLength(1);
  await order(bola, { ...shippingTo('Ikeja'), address: '3 Oba Akran Road', saveAddress: true });
  expect((await book(bola)).map((a) => a.address)).toEqual(['12 Allen Avenue', '3 Oba Akran Road']);
});

it('keeps nothing when not asked, and never refuses an order for a full book', async () => {
  const chidi = await signUpVerified(m.app, m.db, 'chidi@example.ng');
  await order(chidi, shippingTo('Ikeja'));
  await order(chidi, { ...shippingTo('Ikeja'), saveAddress: false });
  expect(await book(chidi)).toEqual([]);

  const customerId = (await m.db.query.customers.findFirst({
    where: (c, { eq }) => eq(c.email, 'chidi@example.ng'),
  }))!.id;
  await m.db.insert(addresses).values(
    Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
      customerId,
      state: 'Lagos',
      city: 'Ikeja',
      address: `${i + 1} Full Street`,
      postcode: '100271',
    })),
  );
  await order(chidi, { ...shippingTo('Ikeja'), saveAddress: true });
  expect(await book(chidi)).toHaveLength(MAX_ADDRESSES);
});

it('refuses a saveAddress that is not true or false', async () => {
  const dayo = await signUpVerified(m.app, m.db, 'dayo@example.ng');
  await fillCart(m.db, dayo, [{ productId: shop.productIds[0], qty: 1 }]);
  const response = await call(
    m.app,
    'POST',
    api('orders'),
    { ...shippingTo('Ikeja'), saveAddress: 'yes' },
    { token: dayo },
  );
  expect(response.status).toBe(400);
  expect(await book(dayo)).toEqual([]);
});
