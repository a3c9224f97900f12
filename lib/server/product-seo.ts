import sanitizeHtml from 'sanitize-html';
import { PLACEHOLDER_IMAGE, type Product } from '@/lib/shared/catalog/mappers';
import type { ProductReview } from '@/lib/server/marketplace/product';
import { formatNaira } from '@/lib/shared/money';

/** Search engines show about 155 characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/** How many reviews travel in the JSON-LD: enough for rich results, small enough for the HTML. */
const JSON_LD_REVIEWS = 5;

/**
 * Sizes of the images that previews receive: the reference API draws 600×600 product images, the
 * placeholder is 400×400. A preview treats these as hints only.
 */
export function productImageSize(path: string): { width: number; height: number } {
  return path === PLACEHOLDER_IMAGE ? { width: 400, height: 400 } : { width: 600, height: 600 };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const BLOCK_END = /<\/(p|li|h[1-6]|div|ul|ol)>|<br\s*\/?>/gi;

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Vendor HTML as one line of plain text: tags dropped, entities decoded, and blocks (paragraphs,
 * list items, headings) read as sentences, so a bullet list does not run into one phrase.
 */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decode(text)
    .split('\n')
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(' ');
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The meta and preview description: the price first (a WhatsApp preview shows only the start),
 * the store, then the description's opening words.
 */
export function productMetaDescription(product: Product): string {
  const lead = `${formatNaira(product.price)} from ${product.vendor.storeName}.`;
  const text = plainText(product.description);
  if (!text) return `${lead} Buy ${product.title} online.`;
  return `${lead} ${excerpt(text, META_DESCRIPTION_LENGTH)}`;
}

export interface ProductLinks {
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute URL of the product image. */
  image: string;
  /** Absolute URL of the store page. */
  storeUrl: string;
}

/**
 * schema.org Product for search engines: price as a string with two decimals in naira,
 * availability from the stock, and an AggregateRating only when the product has reviews (an
 * empty rating is invalid for rich results). Escape it with lib/server/seo.ts jsonLd before rendering.
 */
export function productJsonLd(
  product: Product,
  links: ProductLinks,
  reviews: ProductReview[] = [],
): Record<string, unknown> {
  const seller = { '@type': 'Organization', name: product.vendor.storeName, url: links.storeUrl };
  const description = plainText(product.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: [links.image],
    ...(description ? { description } : {}),
    sku: product.id,
    ...(product.category ? { category: product.category.title } : {}),
    brand: { '@type': 'Brand', name: product.vendor.storeName },
    offers: {
      '@type': 'Offer',
      url: links.url,
      price: product.price.toFixed(2),
      priceCurrency: 'NGN',
      availability:
        product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller,
    },
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.comment,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.firstName ?? 'Anonymous' },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
