'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notify } from '@/components/layout/toast';
import * as api from '@/lib/browser/api';
import { SAVED_MESSAGES } from '@/lib/shared/cart/messages';
import { useIsSaved, useSavedItemActions } from '@/lib/browser/useSavedItems';
import { loginRedirectPath } from '@/lib/shared/redirect';
import { SaveToggle, type SaveProductButtonProps } from './SaveToggle';

/**
 * SAVE PRODUCT / REMOVE PRODUCT and the bookmark toggle. The page is the same cached HTML for
 * every shopper, so the saved flag comes from the browser's saved items; a change shows at once,
 * goes back if the server refuses, and a busy flag blocks repeated clicks. A signed-out shopper's
 * save is kept with the guest cart and finished at login (decision 041); they are sent to log in
 * and brought back to `returnTo`.
 */
export function SaveProductButtonLive({
  productId,
  returnTo,
  variant,
  className,
}: SaveProductButtonProps) {
  const router = useRouter();
  const { saved, signedIn, loaded } = useIsSaved(productId);
  const { setSaved } = useSavedItemActions();
  const [busy, setBusy] = useState(false);

  const saveAfterLogin = async () => {
    setBusy(true);
    await api.guestCart.save({ productId });
    // Said before the jump, and kept over it: the login page alone would not say why.
    notify.long(SAVED_MESSAGES.logInToSave);
    router.push(loginRedirectPath(returnTo));
  };

  const toggle = async () => {
    if (busy) return;
    if (loaded && !signedIn) return saveAfterLogin();
    setBusy(true);
    const next = !saved;
    const result = await setSaved(
      productId,
      next,
      next ? SAVED_MESSAGES.addFailed : SAVED_MESSAGES.removeFailed,
    );
    setBusy(false);
    if (result.ok) return notify.success(next ? SAVED_MESSAGES.added : SAVED_MESSAGES.removed);
    if (result.status === 401)
      return next ? saveAfterLogin() : router.push(loginRedirectPath(returnTo));
    notify.error(result.message);
  };

  return (
    <SaveToggle
      variant={variant}
      className={className}
      saved={saved}
      busy={busy}
      onClick={toggle}
    />
  );
}
