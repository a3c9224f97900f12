import { NextResponse } from 'next/server';
import { isMarketplaceError } from '@/lib/marketplace/errors';
import { getProductReviews } from '@/lib/marketplace/product';

/**
 * The product page's reviews for the browser, when the server-rendered page could not include
 * them. Catalog data: read through the shared catalog cache, never per shopper.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    return NextResponse.json({ reviews: await getProductReviews(id) });
  } catch (error) {
    if (isMarketplaceError(error) && error.isNotFound) {
      return NextResponse.json({ message: 'Product not found' }, { status: 404 });
    }
    console.error('Reviews: failed', isMarketplaceError(error) ? error.message : error);
    return NextResponse.json({ message: 'Failed to load reviews' }, { status: 502 });
  }
}
