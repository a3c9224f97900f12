import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as contract from '@/lib/contract';
import * as payLinks from '@/lib/contract/pay-links';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from './accounts-helpers';

/**
 * The route fuzz's building blocks: the routes of a built server, a plausible request for any of
 * them, and the hostile variants of that request.
 */

export interface Route {
  method: string;
  url: string;
}

/**
 * Every route the server registered, read from Fastify's own route tree (printRoutes), so that a
 * route added tomorrow is fuzzed without anyone listing it. HEAD is Fastify's copy of GET.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    path.length = match[1].length / 4;
    path.push(match[2]);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, url: path.join('') });
  }
  return routes;
}

/**
 * Plausible values by field name, so that a request gets past its other fields and the one being
 * fuzzed is the one the route meets. Fields of the contract not listed here get 'fuzz'.
 */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'fuzz.base@example.ng',
  password: STRONG_PASSWORD,
  oldPassword: STRONG_PASSWORD,
  newPassword: OTHER_STRONG_PASSWORD,
  confirmPassword: OTHER_STRONG_PASSWORD,
  firstName: 'Ada',
  lastName: 'Eze',
  phoneNumber: '08035550101',
  code: '123456',
  state: 'Lagos',
  city: 'Ikeja',
  address: '12 Allen Avenue',
  postcode: '100271',
  area: 'Ikeja',
  shipping: 0,
  idToken: 'header.payload.signature',
  qty: 1,
  price: 1000,
  vendorId: '1',
  storeName: 'Mama Ngozi Farms',
  rating: 5,
  title: 'Good rice',
  comment: 'Clean grains.\nWell packed.',
  orderId: 'ORD-FUZZ-1',
  transactionId: '1',
  query: 'rice',
  location: 'Lagos',
  page: '1',
  limit: '5',
  sort: 'price',
  filters: '{"rating":1}',
  type: 'Mobile',
  // The dev mailbox, the sandbox provider and the webhook read these (not in lib/contract's bodies).
  to: 'fuzz.base@example.ng',
  tx_ref: 'ORD-FUZZ-1',
  amount: 1000,
  currency: 'NGN',
  redirect_url: 'https://shop.example.ng/checkout/confirmation/ORD-FUZZ-1',
  customer: { email: 'fuzz.base@example.ng', phonenumber: '08035550101', name: 'Ada Eze' },
  customizations: { title: 'Oja Market', description: 'Fuzz', logo: 'https://x.ng/l.png' },
  subaccounts: [
    { id: 'RS_FUZZ', transaction_charge_type: 'flat_subaccount', transaction_charge: 1 },
  ],
  data: { id: 1, tx_ref: 'ORD-FUZZ-1' },
  event: 'charge.completed',
  cardNumber: '5531886652142950',
  expiry: '09/32',
  cvv: '812',
  action: 'pay',
};

/** The field names of every request schema of the contract (…Body, …Query, …Params, …Form). */
function contractFields(): string[] {
  const names = new Set<string>();
  // Pay links are kept out of the index, which the browser loads whole to check answers.
  for (const [name, value] of Object.entries({ ...contract, ...payLinks }))
    if (/(Body|Query|Params|Form)$/.test(name) && value instanceof z.ZodObject)
      for (const key of Object.keys(value.shape)) names.add(key);
  return [...names];
}

/** One request body (or query) that names every field any route reads, each with a plausible value. */
export function plausibleInput(productId: number): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of contractFields()) input[field] = 'fuzz';
  return { ...input, ...PLAUSIBLE, productId: String(productId) };
}

/** Values for a path parameter: plausible ones, then ones a hostile caller tries. */
export const pathValues = (plausible: string) => [
  plausible,
  '%00',
  `${plausible}%00`,
  '%01%7F',
  '%ZZ',
  '%C0%AF',
  '-1',
  '0',
  '99999999999999999999',
  '1e3',
  '..%2F..%2Fetc',
  'x'.repeat(199),
];

/** A string with a NUL in it, and other control characters PostgreSQL stores but nobody types. */
export const NUL_TEXT = 'fuzz\u0000nul';
export const CONTROL_TEXT = 'bell\u0007escape\u001b[31mdel\u007f';

/** A NUL inside a plausible string keeps its shape (an e-mail stays an e-mail) past other checks. */
export const withNul = (value: unknown) =>
  typeof value === 'string' && value.length > 1
    ? `${value.slice(0, 1)}\u0000${value.slice(1)}`
    : NUL_TEXT;

/** What one field at a time becomes: a NUL, control characters and the wrong types. */
export const FIELD_MUTATIONS: ((value: unknown) => unknown)[] = [
  withNul,
  (value) => (typeof value === 'string' ? `${value}${CONTROL_TEXT}` : CONTROL_TEXT),
  () => 12345,
  (value) => [value, value],
  () => ({ a: 1 }),
  () => null,
];

/** What replaces every field at once. */
export const WHOLE_VALUES: unknown[] = [
  '\ud800',
  'x'.repeat(100_000),
  -1e308,
  true,
  [],
  [[NUL_TEXT]],
  { [NUL_TEXT]: NUL_TEXT },
];

/** Bodies that are not a JSON object, or not JSON. */
export const RAW_BODIES = ['{"email":', '[]', '"text"', '123', 'null', '{"a":"\\u0000"}'];

/** `filters` texts (JSON in a query parameter) with a NUL, wrong types or broken JSON. */
export const FILTERS = ['{"category":"a\\u0000b"}', '{"category":[1]}', '{"price":["a",1]}', '{'];

/** Every leaf of a nested object, as a path of keys. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

export const leafOf = (input: unknown, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], input);

/** A copy of `input` with the leaf at `path` replaced. */
export function withLeaf(input: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string, unknown> = Array.isArray(input)
    ? ({ ...input } as Record<string, unknown>)
    : { ...(input as Record<string, unknown>) };
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), replacement);
  return Array.isArray(input) ? Object.values(copy) : copy;
}

/** A copy of `input` with each leaf of `paths` (every leaf by default) passed through `mutate`. */
export function mutateLeaves(
  input: unknown,
  mutate: (value: unknown) => unknown,
  paths = leafPaths(input),
): unknown {
  return paths.reduce((out, path) => withLeaf(out, path, mutate(leafOf(out, path))), input);
}

/**
 * The leaves of `paths` whose mutation changes the answer: halves of the list are tried until
 * single leaves remain (a list whose mutation changes nothing is dropped whole), so that the
 * many fields a route does not read cost a few requests rather than one each.
 */
export async function leavesThatMatter(
  paths: string[][],
  changesAnswer: (paths: string[][]) => Promise<boolean>,
): Promise<string[][]> {
  if (paths.length === 0 || !(await changesAnswer(paths))) return [];
  if (paths.length === 1) return paths;
  const half = Math.ceil(paths.length / 2);
  return [
    ...(await leavesThatMatter(paths.slice(0, half), changesAnswer)),
    ...(await leavesThatMatter(paths.slice(half), changesAnswer)),
  ];
}

/** A query string for flat `input`: objects go as JSON text, arrays as repeated keys. */
export function queryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== null && typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  return params.toString();
}
