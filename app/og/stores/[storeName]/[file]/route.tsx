import { StorePreviewImage } from '@/components/previews/StorePreviewImage';
import { storeInitials } from '@/lib/shared/catalog/store-initials';
import { storeNameFromSegment } from '@/lib/shared/catalog/store-path';
import { storePreviewFacts } from '@/lib/server/og/facts';
import {
  previewImage,
  previewMoved,
  previewNotFound,
  previewUnavailable,
} from '@/lib/server/og/respond';
import { requestedVersion, storePreviewPath } from '@/lib/server/og/preview-paths';
import { renderPreview, squareImageDataUrl } from '@/lib/server/og/render';
import { getSettings } from '@/lib/server/settings';

type Context = { params: Promise<{ storeName: string; file: string }> };

/**
 * A store's link-preview picture, /og/stores/<name>/<version>.jpg: logo, name and product count
 * (decision 043). An older version's address is sent on to the current one.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { storeName: segment, file } = await params;
  if (!requestedVersion(file)) return previewNotFound();
  let facts;
  try {
    facts = await storePreviewFacts(storeNameFromSegment(segment));
  } catch {
    return previewUnavailable();
  }
  if (!facts) return previewNotFound();
  const current = storePreviewPath(facts);
  if (current !== `/og/stores/${encodeURIComponent(facts.storeName)}/${file}`) {
    return previewMoved(current);
  }
  return previewImage(current, async () =>
    renderPreview(
      <StorePreviewImage
        storeName={facts.storeName}
        tradingBusinessName={facts.tradingBusinessName}
        initials={storeInitials(facts.tradingBusinessName || facts.storeName)}
        logo={await squareImageDataUrl(facts.logo, 280)}
        productCount={facts.productCount}
        siteName={getSettings().siteName}
      />,
    ),
  );
}
