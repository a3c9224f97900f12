import type { FastifyInstance } from 'fastify';
import { REFUSED_TEXT } from '@/marketplace/errors';
import { createVendorKey } from '@/marketplace/vendor-api/keys';
import { NO_RATE_LIMITS, call, signUpVerified } from './accounts-helpers';
import { insertFixture } from './fixtures';
import { startListeningMarketplace } from './orders-helpers';
import {
  FIELD_MUTATIONS,
  FILTERS,
  NUL_TEXT,
  RAW_BODIES,
  WHOLE_VALUES,
  leafOf,
  leafPaths,
  leavesThatMatter,
  mutateLeaves,
  pathValues,
  plausibleInput,
  queryString,
  registeredRoutes,
  withLeaf,
  withNul,
  type Route,
} from './route-fuzz-helpers';

/**
 * Every route the API registers, as an anonymous caller and as a signed-in customer (the sandbox's
 * routes: as the merchant holding its key; the vendor API's: as a store with its key), with a NUL and control characters in each field of
 * the body and of the query, wrong types, long strings, bodies that are not JSON objects or not
 * JSON at all, and hostile path parameters. Bad input must get a 4xx, never a 5xx, and the 4xx
 * must come from the contract, not from the server's net for text the database refused.
 *
 * Each request carries every field any route reads, with plausible values, so that the field
 * under test is the one a route stops at. Which fields a route reads is found by mutating halves
 * of them (leavesThatMatter); only those get every mutation.
 */

// About 30 s of work on PGlite; the margin is for a busy machine.
jest.setTimeout(300_000);

interface Outcome {
  status: number;
  body: string;
}

interface Request {
  url: string;
  payload?: string;
  contentType?: string;
  label: string;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Sends requests, counts answers by status class and keeps every 5xx. A route that answers 501 to
 * its plausible request is not offered here (Facebook sign-in): its 501s are its designed answer,
 * whatever the input, and are counted apart.
 */
class Fuzzer {
  readonly byClass: Record<string, number> = {};
  private readonly serverErrors: { route: string; status: number; body: string; text: string }[] =
    [];
  readonly notOffered = new Set<string>();
  sent = 0;

  constructor(private readonly app: FastifyInstance) {}

  async send(route: Route, request: Request, headers: Record<string, string>) {
    const { method } = route;
    const response = await this.app.inject({
      method: method as 'GET',
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      headers: {
        ...headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
    });
    this.sent += 1;
    const statusClass = `${String(response.statusCode)[0]}xx`;
    this.byClass[statusClass] = (this.byClass[statusClass] ?? 0) + 1;
    // The server's safety net answered: the contract let the text through to the database.
    if (response.statusCode >= 500 || response.body.includes(REFUSED_TEXT))
      this.serverErrors.push({
        route: `${method} ${route.url}`,
        status: response.statusCode,
        body: response.body,
        text: `${response.statusCode} ${method} ${request.url.slice(0, 80)} [${headers.authorization ? 'signed in' : 'anonymous'}] ${request.label}: ${response.body.slice(0, 120)}`,
      });
    return { status: response.statusCode, body: response.body } satisfies Outcome;
  }

  private designed = (error: { route: string; status: number }) =>
    error.status === 501 && this.notOffered.has(error.route);

  /** The 5xx answers that are not a route's designed 501. */
  get failures() {
    return this.serverErrors.filter((error) => !this.designed(error)).map((error) => error.text);
  }

  summary(routes: number) {
    const designed = this.serverErrors.filter(this.designed).length;
    const classes = Object.entries(this.byClass)
      .sort()
      .map(([name, count]) => `${name} ${count - (name === '5xx' ? designed : 0)}`)
      .join(', ');
    const apart = designed
      ? `; ${designed} designed 501s of ${[...this.notOffered].join(', ')} (not offered)`
      : '';
    return `route fuzz: ${routes} routes, ${this.sent} requests: ${classes}${apart}`;
  }
}

/** Fills each `:param` of a route's path with `value`, or the plausible value for its name. */
function pathOf(route: Route, plausible: Record<string, string>, value?: string): string {
  return route.url.replace(
    /:(\w+)/g,
    (_, name: string) => value ?? plausible[name] ?? plausible[/id$/i.test(name) ? 'id' : 'token'],
  );
}

/** Everything the fuzz sends to one route as one caller. */
async function fuzzRoute(
  fuzzer: Fuzzer,
  route: Route,
  params: Record<string, string>,
  headers: Record<string, string>,
) {
  const input = plausibleInput(Number(params.id));
  const path = pathOf(route, params);
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const body = hasBody ? input : undefined;
  const send = (request: Request) => fuzzer.send(route, request, headers);
  const json = (value: unknown, label: string, url = path): Request => ({
    url,
    ...(value === undefined ? {} : { payload: JSON.stringify(value), contentType: JSON_TYPE }),
    label,
  });
  const withQuery = (query: unknown, label: string) =>
    json(body, label, `${path}?${queryString(query as Record<string, unknown>)}`);

  if (route.url.includes(':'))
    for (const value of pathValues(params.id))
      await send(json(body, `path ${value}`, pathOf(route, params, value)));

  const plausible = await send(json(body, 'plausible'));
  let base = plausible;
  if (base.status === 501) fuzzer.notOffered.add(`${route.method} ${route.url}`);
  const differs = (outcome: Outcome) =>
    outcome.status !== base.status || (base.status >= 300 && outcome.body !== base.body);
  /** Whether a request is answered otherwise than the plausible one, asked again (routes change state). */
  const changesAnswer = async (request: Request) => {
    const outcome = await send(request);
    if (!differs(outcome)) return false;
    base = await send(json(body, 'plausible again'));
    return differs(outcome);
  };

  // The query: which keys matter, then each of those with a NUL, control characters, twice.
  const keys = Object.keys(input).map((key) => [key]);
  const queryKeys = new Set<string>();
  for (const probe of [withNul, () => ['a', 'b']])
    for (const [key] of await leavesThatMatter(keys, (some) =>
      changesAnswer(withQuery(mutateLeaves(input, probe, some), 'query probe')),
    ))
      queryKeys.add(key);
  for (const key of queryKeys)
    for (const mutate of FIELD_MUTATIONS.slice(0, 4))
      await send(withQuery({ ...input, [key]: mutate(input[key]) }, `query ${key}`));
  await send(json(body, 'query 1 MB', `${path}?${'q'.repeat(1024 * 1024)}=1`));
  for (const filters of FILTERS) await send(withQuery({ ...input, filters }, `filters ${filters}`));

  if (!hasBody) return plausible;
  // The body: which leaves matter, then each of those with every mutation.
  const leaves = new Map<string, string[]>();
  for (const probe of [withNul, () => ({ a: 1 })])
    for (const leaf of await leavesThatMatter(leafPaths(input), (some) =>
      changesAnswer(json(mutateLeaves(input, probe, some), 'body probe')),
    ))
      leaves.set(leaf.join('.'), leaf);
  for (const [name, leaf] of leaves)
    for (const [index, mutate] of FIELD_MUTATIONS.entries())
      await send(json(withLeaf(input, leaf, mutate(leafOf(input, leaf))), `${name} #${index}`));
  for (const value of WHOLE_VALUES)
    await send(
      json(
        mutateLeaves(input, () => value),
        `every field ${String(value).slice(0, 12)}`,
      ),
    );
  for (const raw of RAW_BODIES)
    await send({ url: path, payload: raw, contentType: JSON_TYPE, label: `raw ${raw}` });
  await send(json({ ...input, email: 'x'.repeat(1024 * 1024) }, 'body 1 MB'));
  for (const value of [NUL_TEXT, 'x'.repeat(100_000)])
    await send({
      url: path,
      payload: new URLSearchParams({ cardNumber: value, expiry: value, cvv: value }).toString(),
      contentType: FORM_TYPE,
      label: 'form',
    });
  return plausible;
}

let market: Awaited<ReturnType<typeof startListeningMarketplace>>;
let params: Record<string, string>;
let vendorKey: string;

beforeAll(async () => {
  market = await startListeningMarketplace({
    ...NO_RATE_LIMITS,
    // Google sign-in on, so that its route checks tokens; its keys are never reached.
    GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    VENDOR_API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const { products, storeIds } = await insertFixture(market.db);
  // The vendor API's routes, as the store that owns products[0] (params.id).
  vendorKey = await createVendorKey(market.db, storeIds[products[0].store]);
  // A live sandbox checkout, so that the hosted page's routes get past their token.
  const checkout = await fetch(`${market.url}/sandbox/flutterwave/v3/payments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${market.app.config.flwSecretKey}`,
      'content-type': JSON_TYPE,
    },
    body: JSON.stringify(plausibleInput(products[0].id)),
  });
  const { data } = (await checkout.json()) as { data: { link: string } };
  params = { id: String(products[0].id), token: data.link.split('/').pop()! };
});
afterAll(() => market?.close());

it('answers bad input on every route with a 4xx, never a 5xx', async () => {
  const routes = registeredRoutes(market.app);
  expect(routes.length).toBeGreaterThan(40);
  const fuzzer = new Fuzzer(market.app);
  const always = { 'verif-hash': market.app.config.flwSecretHash };

  let token = '';
  let customers = 0;
  /** A live customer session: logout, password changes and deactivation end the previous one. */
  async function customerToken() {
    const check = token
      ? await call(market.app, 'POST', '/api/customer/verify-token', undefined, { token })
      : undefined;
    if (check?.status !== 200) {
      customers += 1;
      token = await signUpVerified(market.app, market.db, `fuzz${customers}@example.ng`);
    }
    return token;
  }

  for (const route of routes) {
    const anonymous = await fuzzRoute(fuzzer, route, params, always);
    // A route that answers strangers as it answers customers needs no second pass.
    if (anonymous.status !== 401) continue;
    const bearer = route.url.startsWith('/sandbox/')
      ? market.app.config.flwSecretKey
      : route.url.startsWith('/api/vendor/')
        ? vendorKey
        : await customerToken();
    await fuzzRoute(fuzzer, route, params, { ...always, authorization: `Bearer ${bearer}` });
  }
  console.log(fuzzer.summary(routes.length));
  expect(fuzzer.failures).toEqual([]);
});
