import 'server-only';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import {
  passCustomerCall,
  type CustomerCall,
  type CustomerCallAnswer,
} from '@/lib/server/marketplace/pass-through';

/**
 * Calls the marketplace API for the BFF (lib/server/marketplace/pass-through.ts). An unreachable or slow
 * API is a 503 answer with a text for the shopper, not an exception.
 */
export async function callCustomerApi(call: CustomerCall): Promise<CustomerCallAnswer> {
  try {
    return await passCustomerCall(call);
  } catch (error) {
    if (!isMarketplaceError(error) || error.status !== 503) throw error;
    console.error(`BFF: ${call.method} ${call.path} failed: ${error.message}`, error.cause);
    return {
      status: 503,
      body: {
        message: error.timedOut
          ? 'The marketplace is taking too long to answer. Please try again.'
          : 'The marketplace could not be reached. Please try again.',
      },
    };
  }
}
