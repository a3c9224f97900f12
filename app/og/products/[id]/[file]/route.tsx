import { ProductPreviewImage } from '@/components/previews/ProductPreviewImage';
import { discountPercent } from '@/lib/shared/catalog/discount';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getProduct } from '@/lib/server/marketplace/product';
import {
  previewImage,
  previewMoved,
  previewNotFound,
  previewUnavailable,
} from '@/lib/server/og/respond';
import { productPreviewPath, requestedVersion } from '@/lib/server/og/preview-paths';
import { renderPreview, squareImageDataUrl } from '@/lib/server/og/render';
import { getSettings } from '@/lib/server/settings';

type Context = { params: Promise<{ id: string; file: string }> };

/**
 * A product's link-preview picture, /og/products/<id>/<version>.jpg (decision 043). The product
 * comes from the cached call its page makes (tag product:<id>), so a vendor's price change gives
 * the page, and this, a new version at once; an older version's address is sent on to the new one.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id, file } = await params;
  if (!requestedVersion(file)) return previewNotFound();
  let product;
  try {
    product = await getProduct(id);
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) return previewNotFound();
    return previewUnavailable();
  }
  const current = productPreviewPath(product);
  if (current !== `/og/products/${id}/${file}`) return previewMoved(current);
  return previewImage(current, async () =>
    renderPreview(
      <ProductPreviewImage
        title={product.title}
        price={product.price}
        originalPrice={product.isDiscounted ? product.originalPrice : null}
        discount={
          product.isDiscounted ? discountPercent(product.originalPrice, product.price) : null
        }
        storeName={product.vendor.storeName}
        siteName={getSettings().siteName}
        photo={await squareImageDataUrl(product.image, 560)}
      />,
    ),
  );
}
