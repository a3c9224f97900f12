import 'server-only';
import { profileResponse, type CustomerProfile } from '@/lib/contract/accounts';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

/** The signed-in shopper's profile; never cached. Throws MarketplaceError (401 for a dead token). */
export async function getProfile(token: string): Promise<CustomerProfile> {
  const { profile } = await marketplaceFetch('/api/customer/profile', {
    schema: profileResponse,
    cache: CACHE.none,
    token,
  });
  return profile;
}
