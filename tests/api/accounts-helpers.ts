import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/marketplace/db/client';
import { customers, outbox } from '@/marketplace/db/schema';

/** Settings for startTestMarketplace (which runs with NODE_ENV=test whatever is passed). */
export const testEnv = (settings: Record<string, string>): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  ...settings,
});

/** Limits high enough that only the rate-limit tests ever meet them. */
export const NO_RATE_LIMITS = testEnv({
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
});

export const STRONG_PASSWORD = 'Ojà-Market1';
export const OTHER_STRONG_PASSWORD = 'Yam&Garri2024';

export interface CallOptions {
  token?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  { token, remoteAddress, headers = {} }: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const body = response.headers['content-type']?.toString().includes('json')
    ? response.json()
    : response.body;
  return { status: response.statusCode, body, headers: response.headers };
}

export const api = (path: string) => `/api/customer/${path}`;

export function newCustomer(email: string) {
  return {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phoneNumber: '+234 803 555 0101',
    email,
    password: STRONG_PASSWORD,
  };
}

export async function mailsTo(db: Database, email: string) {
  return db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.to}) = lower(${email})`)
    .orderBy(desc(outbox.id));
}

export async function latestCode(db: Database, email: string): Promise<string> {
  const [mail] = await mailsTo(db, email);
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

export async function latestResetToken(db: Database, email: string): Promise<string> {
  const [mail] = await mailsTo(db, email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

export async function countCustomers(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
  return n;
}

/** Signs up, verifies with the mailed code and returns the session token. */
export async function signUpVerified(app: FastifyInstance, db: Database, email: string) {
  const signup = await call(app, 'POST', api('signup'), newCustomer(email));
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const verified = await call(app, 'POST', api('verify-email'), {
    email,
    code: await latestCode(db, email),
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}

/** The API's answer past a sign-in limit (marketplace/accounts/rate-limit.ts). */
export const TOO_MANY = {
  status: 429,
  body: { message: 'Too many attempts. Please wait a minute and try again.' },
};
