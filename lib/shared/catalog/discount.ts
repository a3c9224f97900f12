/**
 * Percent off shown as the -{n}% badge: rounded (original - discounted) / original × 100, only when
 * both prices exist and the discounted one is really lower.
 */
export function discountPercent(
  originalPrice: number | null | undefined,
  discountedPrice: number | null | undefined,
): number | null {
  if (originalPrice == null || discountedPrice == null || originalPrice <= 0) return null;
  if (discountedPrice >= originalPrice) return null;
  return Math.round(((originalPrice - discountedPrice) / originalPrice) * 100);
}

/** The price a shopper pays: the discounted one when there is one. */
export function effectivePrice(product: {
  originalPrice: number;
  discountedPrice: number | null;
}): number {
  return product.discountedPrice ?? product.originalPrice;
}
