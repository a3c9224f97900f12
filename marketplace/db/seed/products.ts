import type { InferInsertModel } from 'drizzle-orm';
import { productImagePath } from '../../media/paths';
import type { products, reviews } from '../schema';
import { CATEGORY_FEATURES, type CategoryTitle } from './categories';
import { DAY_MS, SEED_BASE_DATE } from './constants';
import type { Random } from './random';
import { OTHER_NAMES } from './other-names';
import { makeReview, reviewCount } from './reviews';
import { listingTitle, PRODUCT_TEMPLATES, type ProductTemplate } from './templates';
import { VENDORS, type VendorSeed } from './vendors';

type ProductRow = Omit<InferInsertModel<typeof products>, 'vendorId' | 'categoryId'>;
type ReviewRow = Omit<InferInsertModel<typeof reviews>, 'productId'>;

export interface GeneratedProduct {
  row: ProductRow;
  /** Index into VENDORS and the category title; the insert turns them into ids. */
  vendorIndex: number;
  category: CategoryTitle;
  reviews: ReviewRow[];
}

/** Rounds a naira amount to what a trader would ask: ₦50 steps under ₦10k, ₦500 under ₦100k, else ₦1,000. */
function roundPrice(naira: number): number {
  const step = naira < 10_000 ? 50 : naira < 100_000 ? 500 : 1_000;
  return Math.max(step, Math.round(naira / step) * step);
}

function describe(random: Random, template: ProductTemplate, vendor: VendorSeed): string {
  const features = random.sample(CATEGORY_FEATURES[template.category], 3);
  return [
    `<p>${template.about}</p>`,
    `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    `<p>Sold by <strong>${vendor.storeName}</strong> and dispatched from our ${vendor.state} warehouse.</p>`,
  ].join('');
}

/** Pricing, stock and flags of one listing. */
function listingTerms(random: Random, template: ProductTemplate) {
  const [low, high] = template.price;
  const original = roundPrice(low + random.next() * (high - low));
  let discounted: number | null = null;
  if (random.chance(0.33)) {
    const percent = random.pick([5, 8, 10, 12, 15, 20, 25, 30]);
    discounted = roundPrice(original * (1 - percent / 100));
    if (discounted >= original) discounted = null;
  }
  const livestock = template.category === 'Livestock';
  const quantity = random.chance(0.05) ? 0 : livestock ? random.int(1, 40) : random.int(5, 500);
  return {
    originalPriceKobo: original * 100,
    discountedPriceKobo: discounted === null ? null : discounted * 100,
    quantity,
    isSponsored: random.chance(0.1),
    isTopSelling: random.chance(0.1),
  };
}

/** Titles repeat across a large catalog: slugging each once keeps the 20k seed quick. */
const imagePathsByTitle = new Map<string, string[]>();

function productImages(random: Random, category: string, title: string): string[] {
  const key = `${category}|${title}`;
  let paths = imagePathsByTitle.get(key);
  if (!paths) {
    paths = [1, 2, 3].map((variant) => productImagePath(category, title, variant));
    imagePathsByTitle.set(key, paths);
  }
  const all = paths;
  const count = random.int(1, 3);
  const first = random.int(1, 3);
  return Array.from({ length: count }, (_, i) => all[(first - 1 + i) % 3]);
}

function generateReviews(random: Random, productCreatedAt: Date): ReviewRow[] {
  const count = reviewCount(random);
  // Most products are liked; a few are not, so low ratings and vendor apologies exist too.
  const quality = random.chance(0.12) ? 1.5 + random.next() * 1.5 : 3.4 + random.next() * 1.6;
  const window = SEED_BASE_DATE.getTime() - productCreatedAt.getTime();
  return Array.from({ length: count }, () => {
    const review = makeReview(random, quality);
    const createdAt = new Date(productCreatedAt.getTime() + Math.floor(random.next() * window));
    return { ...review, createdAt, updatedAt: createdAt };
  });
}

/** Hands out a vendor's templates in a shuffled order, reshuffling when all have been listed. */
function templateDealer(random: Random) {
  const queues = VENDORS.map(() => [] as ProductTemplate[]);
  return (vendorIndex: number): ProductTemplate => {
    if (queues[vendorIndex].length === 0) {
      const own = PRODUCT_TEMPLATES.filter((t) =>
        VENDORS[vendorIndex].categories.includes(t.category),
      );
      queues[vendorIndex] = random.sample(own, own.length);
    }
    return queues[vendorIndex].pop() as ProductTemplate;
  };
}

/** `count` listings with their reviews, drawn from `random` in a fixed order. */
export function generateProducts(random: Random, count: number): GeneratedProduct[] {
  const nextTemplate = templateDealer(random);
  const timesListed = new Map<string, number>();
  const vendorIndexes = VENDORS.map((_, i) => i);
  const weight = (i: number) => VENDORS[i].weight;
  return Array.from({ length: count }, (_, n) => {
    // Every template is listed once, by a live store, before any is listed twice, so that every
    // real product name ("Ofada rice 50kg") exists as such; after that vendors list by their size.
    const first = PRODUCT_TEMPLATES[n];
    const vendorIndex = first
      ? random.weighted(
          vendorIndexes.filter(
            (i) => VENDORS[i].status === 'Live' && VENDORS[i].categories.includes(first.category),
          ),
          weight,
        )
      : random.weighted(vendorIndexes, weight);
    const vendor = VENDORS[vendorIndex];
    const template = first ?? nextTemplate(vendorIndex);
    const listed = timesListed.get(template.title) ?? 0;
    timesListed.set(template.title, listed + 1);
    const title = listingTitle(template, listed);
    const createdAt = new Date(SEED_BASE_DATE.getTime() - Math.floor(random.next() * 240 * DAY_MS));
    createdAt.setUTCMilliseconds(0);
    const terms = listingTerms(random, template);
    const reviews = generateReviews(random, createdAt);
    return {
      vendorIndex,
      category: template.category,
      reviews,
      row: {
        title,
        description: describe(random, template, vendor),
        images: productImages(random, template.category, title),
        ...terms,
        warehouseState: vendor.state,
        ratingTotal: reviews.reduce((sum, review) => sum + review.rating, 0),
        numReviews: reviews.length,
        otherNames: OTHER_NAMES[template.title] ?? [],
        createdAt,
      },
    };
  });
}
