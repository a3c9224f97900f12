import { ACCOUNT_MESSAGES, addressResponse, addressesResponse } from '@/lib/contract';
import { addresses } from '@/marketplace/db/schema';
import { startTestMarketplace, type TestMarketplace } from './harness';
import { NO_RATE_LIMITS, api, call, signUpVerified } from './accounts-helpers';

// The api project's testTimeout does not reach hooks here; creating a database takes seconds.
jest.setTimeout(60_000);

let m: TestMarketplace;
let ada: string;
let bola: string;
beforeAll(async () => {
  m = await startTestMarketplace(NO_RATE_LIMITS);
  ada = await signUpVerified(m.app, m.db, 'ada@example.ng');
  bola = await signUpVerified(m.app, m.db, 'bola@example.ng');
});
afterAll(() => m.close());

const home = { state: 'Lagos', city: 'Ikeja', address: '12 Allen Avenue', postcode: '100271' };
const farm = {
  state: 'FCT - Abuja',
  city: 'Gwagwalada',
  address: 'Plot 4, Farm Road',
  postcode: '902101',
};

const list = (token?: string) => call(m.app, 'GET', api('addresses'), undefined, { token });
const add = (body: unknown, token?: string) =>
  call(m.app, 'POST', api('addresses/add'), body, { token });
const update = (id: string, body: unknown, token?: string) =>
  call(m.app, 'PUT', api(`addresses/update/${id}`), body, { token });
const remove = (id: string, token?: string) =>
  call(m.app, 'DELETE', api(`addresses/delete/${id}`), undefined, { token });

it('adds, lists, updates and deletes addresses', async () => {
  const added = await add(home, ada);
  expect(added.status).toBe(201);
  const { message, address } = addressResponse.parse(added.body);
  expect(message).toBe('Address added successfully!');
  expect(address).toEqual({ _id: expect.stringMatching(/^\d+$/), ...home });
  await add({ ...farm, city: '  Gwagwalada  ' }, ada);

  const listed = addressesResponse.parse((await list(ada)).body);
  expect(listed.addresses.map((a) => a.city)).toEqual(['Ikeja', 'Gwagwalada']);

  const moved = { ...home, city: 'Lekki', postcode: '106104' };
  const updated = await update(address._id, moved, ada);
  expect(updated).toMatchObject({
    status: 200,
    body: { message: 'Address updated successfully!', address: { _id: address._id, ...moved } },
  });

  expect(await remove(address._id, ada)).toMatchObject({
    status: 200,
    body: { message: 'Address deleted successfully!' },
  });
  expect((await list(ada)).body.addresses).toHaveLength(1);
  expect((await remove(address._id, ada)).status).toBe(404);
});

it.each([
  [{ ...home, state: '' }, ACCOUNT_MESSAGES.addressFieldsRequired],
  [{ ...home, state: undefined }, ACCOUNT_MESSAGES.addressFieldsRequired],
  [{ ...home, state: 'Atlantis' }, ACCOUNT_MESSAGES.unknownState],
  [{ ...home, city: '   ' }, ACCOUNT_MESSAGES.addressFieldsRequired],
  [{ ...home, address: undefined }, ACCOUNT_MESSAGES.addressFieldsRequired],
  [{ ...home, postcode: '' }, ACCOUNT_MESSAGES.addressFieldsRequired],
  [{ ...home, postcode: '10A271' }, ACCOUNT_MESSAGES.postcodeDigits],
  [{ ...home, postcode: 100271 }, ACCOUNT_MESSAGES.addressFieldsRequired],
])('refuses an invalid address with 400 and stores nothing (%#)', async (body, message) => {
  const before = (await m.db.select().from(addresses)).length;
  expect(await add(body, ada)).toMatchObject({ status: 400, body: { message } });
  expect((await m.db.select().from(addresses)).length).toBe(before);
  const [mine] = (await list(ada)).body.addresses;
  expect(await update(mine._id, body, ada)).toMatchObject({ status: 400, body: { message } });
  expect((await list(ada)).body.addresses[0]).toEqual(mine);
});

it("keeps another customer's addresses out of reach (404)", async () => {
  const { body } = await add(farm, bola);
  const bolaId = body.address._id as string;
  expect((await list(ada)).body.addresses.map((a: { _id: string }) => a._id)).not.toContain(bolaId);
  expect(await update(bolaId, home, ada)).toMatchObject({
    status: 404,
    body: { message: 'Address not found.' },
  });
  expect((await remove(bolaId, ada)).status).toBe(404);
  expect((await list(bola)).body.addresses).toEqual([{ _id: bolaId, ...farm }]);
});

it('answers 404 for an unknown or malformed id', async () => {
  for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
    expect((await update(id, home, ada)).status).toBe(404);
    expect((await remove(id, ada)).status).toBe(404);
  }
});

it('needs a signed-in customer', async () => {
  for (const res of [await list(), await add(home), await update('1', home), await remove('1')]) {
    expect(res).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
  }
});

it('caps the number of addresses', async () => {
  const token = await signUpVerified(m.app, m.db, 'many@example.ng');
  for (let i = 0; i < 20; i++) expect((await add(home, token)).status).toBe(201);
  const res = await add(home, token);
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/up to 20 addresses/);
});
