import { savedItemBody } from '@/lib/contract/commerce';
import { bffJson, bffMessage, readJson, refuseCrossOrigin } from '@/lib/server/bff/respond';
import { addGuestSave } from '@/lib/shared/cart/guest-cart';
import { CART_MESSAGES } from '@/lib/shared/cart/messages';
import { readGuestCart, saveGuestCart } from '@/lib/server/session';

/**
 * POST /api/guest-cart/save {productId}: a signed-out SAVE PRODUCT, kept with the guest cart and
 * finished at sign-in (lib/server/bff/sign-in.ts), so the shopper's intent survives logging in.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const parsed = savedItemBody.safeParse(await readJson(request));
  if (!parsed.success) return bffMessage(CART_MESSAGES.productOrVendorMissing, 400);
  await saveGuestCart(addGuestSave(await readGuestCart(), parsed.data.productId));
  return bffJson({ message: 'Log in to finish saving this product.' });
}
