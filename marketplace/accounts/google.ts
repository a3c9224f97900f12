import { and, eq, isNull, or } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';
import type { SignInAnswer } from '../../lib/contract/two-factor';
import type { MarketplaceConfig } from '../config';
import { customers } from '../db/schema';
import { HttpError } from '../errors';
import type { AccountsContext, SignInClient } from './context';
import { findCustomerByEmail, signIn, type Customer } from './customers';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured.';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

const ACCOUNT_DEACTIVATED = 'This account has been deactivated.';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

// jose is ESM-only; a dynamic import loads it in Node (tsx) and in jest (--experimental-vm-modules),
// where a static import would be turned into a require that jest cannot satisfy.
const loadJose = () => import('jose');

/** One remote key set per URL, so Google's keys are fetched once and cached by jose. */
const keySets = new Map<string, JWTVerifyGetKey>();

async function googleKeys(url: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(url);
  if (!keys) {
    const { createRemoteJWKSet } = await loadJose();
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

/** Key-set trouble (unreachable, malformed) is ours, not the token's: 503 rather than 401. */
const UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

async function verifyIdToken(config: MarketplaceConfig, idToken: string): Promise<GoogleIdentity> {
  const { jwtVerify } = await loadJose();
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, await googleKeys(config.googleJwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: config.googleClientId,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || UNAVAILABLE_CODES.has(code)) {
      throw new HttpError(503, 'Google sign-in is unavailable right now. Please try again later.');
    }
    throw new HttpError(401, GOOGLE_FAILED);
  }
  const { sub, email, email_verified: emailVerified, given_name, family_name, name } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string' || !sub || !email) {
    throw new HttpError(401, GOOGLE_FAILED);
  }
  if (emailVerified !== true) {
    throw new HttpError(401, 'Your Google account has no verified email address.');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    sub,
    email,
    firstName: text(given_name) || text(name) || email.split('@')[0],
    lastName: text(family_name),
  };
}

/**
 * Links by Google account first, then by e-mail. Linking an unverified account drops its password:
 * whoever chose it never proved the address, and Google just did.
 */
async function findOrCreate({ db }: AccountsContext, who: GoogleIdentity): Promise<Customer> {
  for (let round = 0; round < 2; round++) {
    const [bySub] = await db.select().from(customers).where(eq(customers.googleSub, who.sub));
    const existing = bySub ?? (await findCustomerByEmail(db, who.email));
    if (existing?.deactivated) throw new HttpError(403, ACCOUNT_DEACTIVATED);
    if (existing?.googleSub && existing.googleSub !== who.sub) {
      throw new HttpError(409, 'This email is linked to a different Google account.');
    }
    if (existing) {
      const [linked] = await db
        .update(customers)
        .set({
          googleSub: who.sub,
          verified: true,
          passwordHash: existing.verified ? existing.passwordHash : null,
        })
        .where(
          and(
            eq(customers.id, existing.id),
            or(isNull(customers.googleSub), eq(customers.googleSub, who.sub)),
          ),
        )
        .returning();
      if (linked) return linked;
      continue;
    }
    const [created] = await db
      .insert(customers)
      .values({
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        googleSub: who.sub,
        verified: true,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new HttpError(409, 'This account changed while signing in. Please try again.');
}

export async function signInWithGoogle(
  ctx: AccountsContext,
  idToken: string,
  client: SignInClient = {},
): Promise<SignInAnswer> {
  if (!ctx.config.googleClientId) throw new HttpError(501, GOOGLE_NOT_CONFIGURED);
  const identity = await verifyIdToken(ctx.config, idToken);
  const customer = await findOrCreate(ctx, identity);
  return signIn(ctx, customer, 'Login successful', client);
}
