import { z } from 'zod';
import { id, limitParam, location, pageParam, singleLine } from './common';
import { CATALOG_PAGE_SIZE, SORTS } from './constants';

export { CATALOG_PAGE_SIZE, PRICE_RANGE, SORTS } from './constants';

export const sort = z.enum(SORTS);
export type Sort = z.infer<typeof sort>;

/**
 * The `filters` query parameter: JSON of category (titles; the first is used), price [min, max] in
 * naira and rating (minimum whole stars).
 */
const categoryTitle = singleLine('The category').min(1).max(100);

export const filters = z
  .object({
    category: z.union([categoryTitle, z.array(categoryTitle).max(20)]).optional(),
    price: z
      .tuple([z.number().min(0).max(100_000_000), z.number().min(0).max(100_000_000)])
      .refine(([min, max]) => min <= max, 'Price minimum cannot be above the maximum')
      .optional(),
    rating: z.number().int().min(0).max(5).optional(),
  })
  .strict();
export type Filters = z.infer<typeof filters>;

/** Parses the JSON text of `filters`; malformed JSON or a wrong shape is a validation issue, never a 500. */
export const filtersParam = singleLine('The filters')
  .max(2000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters must be valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(filters)
  .optional();

const storeName = singleLine('The store name').trim().min(1).max(200);
const searchText = singleLine('The search').trim().max(200).default('');

/**
 * `near=1`: only products held in the shopper's own state, the list's "Near me" choice (decision
 * 054). Without a location there is nothing to be near, and it is ignored.
 */
const near = z
  .enum(['0', '1'])
  .optional()
  .transform((value) => value === '1');

export const productListQuery = z.object({
  location: location.optional(),
  near,
  storeName: storeName.optional(),
  page: pageParam,
  limit: limitParam(CATALOG_PAGE_SIZE),
  sort: sort.default('price'),
  filters: filtersParam,
});

export const shopProductsQuery = productListQuery
  .omit({ storeName: true })
  .extend({ sort: sort.default('latest') });

export const searchPageQuery = productListQuery
  .omit({ storeName: true })
  .extend({ query: searchText });

export const searchQuery = z.object({
  query: searchText,
  location: location.optional(),
});

export const latestQuery = z.object({ location: location.optional(), limit: limitParam(5) });

/**
 * How long delivery from the product's warehouse state to the shopper's location takes, in days
 * (decision 045's delivery_routes). Answered by lists asked with a location, for a product whose
 * state has a route there; a product page, a store page and a list without a location have none.
 */
export const deliveryDays = z.object({
  min: z.number().int().min(0),
  max: z.number().int().min(0),
});
export type DeliveryDays = z.infer<typeof deliveryDays>;

export const storeDetailsQuery = z.object({ storeName });

export const slidersQuery = z.object({ type: z.enum(['Mobile', 'Desktop']).optional() });

/** A refinement rather than a regex check, so that the 400 reads 'Invalid product id' alone. */
export const productIdParams = z.object({
  id: singleLine('The product id').refine(
    (id) => /^[1-9][0-9]{0,9}$/.test(id),
    'Invalid product id',
  ),
});

export const vendorRef = z.object({ _id: id, vendorId: id, storeName: z.string() });

export const category = z.object({ _id: id, title: z.string() });
export type Category = z.infer<typeof category>;

export const product = z.object({
  _id: id,
  id: id,
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Naira, at most two decimals. */
  originalPrice: z.number(),
  discountedPrice: z.number().nullable(),
  averageRating: z.number(),
  numReviews: z.number().int(),
  quantity: z.number().int(),
  isSponsored: z.boolean(),
  isTopSelling: z.boolean(),
  warehouseState: z.string(),
  deliveryDays: deliveryDays.optional(),
  vendor: vendorRef,
  category: category.nullable(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const productResponse = z.object({ product });
export const productsResponse = z.object({ products: z.array(product) });

export const productListResponse = z.object({
  products: z.array(product),
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/**
 * GET /products/search-page adds `suggestion`: when the words find nothing (no filters, not
 * narrowed to Near me), the nearest product name a shopper may have meant, else null (decision
 * 057). A marketplace that does not send it reads as having none.
 */
export const searchPageResponse = productListResponse.extend({
  suggestion: z.string().min(1).max(200).nullable().default(null),
});
export type SearchPageResponse = z.infer<typeof searchPageResponse>;

export const review = z.object({
  _id: id,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  firstName: z.string().nullable(),
  createdAt: z.string(),
  vendorReply: z.string().nullable(),
  customer: id.nullable(),
});
export type Review = z.infer<typeof review>;
export const reviewsResponse = z.object({ reviews: z.array(review) });

export const store = z.object({
  _id: id,
  storeName: z.string(),
  storeStatus: z.string(),
  coverPhoto: z.string().nullable(),
  logo: z.string().nullable(),
  tradingBusinessName: z.string(),
  businessDescription: z.string(),
  /** Checked by the marketplace: store and product pages show a verified mark (issue 30). */
  verified: z.boolean(),
});
export type Store = z.infer<typeof store>;

/**
 * GET /details adds the store's rating: the average over every review of its visible products
 * (0 without reviews), and how many reviews that is.
 */
export const storeDetails = store.extend({
  rating: z.object({ average: z.number().min(0).max(5), numReviews: z.number().int().min(0) }),
});
export type StoreDetails = z.infer<typeof storeDetails>;
export const storeResponse = z.object({ store: storeDetails });

export const storeSuggestion = store.pick({
  _id: true,
  storeName: true,
  logo: true,
  tradingBusinessName: true,
});
export const searchResponse = z.object({
  products: z.array(
    product.pick({
      _id: true,
      id: true,
      title: true,
      images: true,
      originalPrice: true,
      discountedPrice: true,
    }),
  ),
  stores: z.array(storeSuggestion),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** Longest popular search: a few words, as the search box's blank state shows them. */
export const POPULAR_SEARCH_MAX_LENGTH = 40;
/**
 * GET /search/popular: what the search box offers before the shopper types (decision 057). Chosen
 * by the marketplace's staff, never from what shoppers typed, and only those that find products.
 */
export const popularSearchesResponse = z.object({
  searches: z.array(z.string().min(1).max(POPULAR_SEARCH_MAX_LENGTH)).max(12),
});
export type PopularSearchesResponse = z.infer<typeof popularSearchesResponse>;

export const banner = z.object({ _id: id, image: z.string(), title: z.string(), url: z.string() });
export type Banner = z.infer<typeof banner>;
export const slidersResponse = z.object({ sliders: z.array(banner) });
export const advertsResponse = z.object({ adverts: z.array(banner) });
/**
 * GET /categories: every category with how many products shoppers can see in it, as the lists
 * show them (decision 054): nationwide, or with `near=1` only those held in the `location`'s state.
 */
export const categoriesQuery = z.object({ location: location.optional(), near });
export const categoryWithCount = category.extend({ productCount: z.number().int().min(0) });
export type CategoryWithCount = z.infer<typeof categoryWithCount>;
export const categoriesResponse = z.object({ categories: z.array(categoryWithCount) });
export const warehouseStatesResponse = z.object({ states: z.array(z.string()) });

/** GET /api/customer/sitemap: every visible product (last change) and every Live store. */
export const sitemapResponse = z.object({
  products: z.array(z.object({ _id: id, updatedAt: z.string() })),
  stores: z.array(z.object({ storeName: z.string() })),
});
export type SitemapResponse = z.infer<typeof sitemapResponse>;
