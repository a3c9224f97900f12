import type { FastifyInstance } from 'fastify';
import {
  categoriesQuery,
  latestQuery,
  productIdParams,
  productListQuery,
  searchPageQuery,
  searchQuery,
  shopProductsQuery,
  similarProductsQuery,
  slidersQuery,
  storeDetailsQuery,
} from '../../lib/contract';
import { catalogReader } from '../catalog/cache';
import { listAdverts, listCategories, listReviews, listSliders } from '../catalog/content';
import {
  latestList,
  productList,
  searchPageList,
  searchResults,
  searchSuggestions,
  shopList,
} from '../catalog/lists';
import { findProduct, flaggedProducts, isVisibleProduct } from '../catalog/products';
import { similarProducts } from '../catalog/similar';
import { popularSearches } from '../search/popular';
import { storeDetails, warehouseStates } from '../catalog/stores';
import { notFound, parseInput } from '../errors';

/** Product ids are PostgreSQL integers; a larger number cannot name a product. */
const MAX_PRODUCT_ID = 2_147_483_647;
const PRODUCT_NOT_FOUND = 'Product not found';

function productIdOf(params: unknown): number {
  const id = Number(parseInput(productIdParams, params).id);
  if (id > MAX_PRODUCT_ID) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

/**
 * The catalog and search calls of spec section 7, under /api/customer. Input is checked against
 * the shared contract before any query; the work happens in marketplace/catalog. Static paths
 * such as /products/latest win over /products/:id in Fastify's router whatever the order of
 * registration; the tests check it.
 */
export async function catalogRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/products/latest', async (request) => {
    return {
      products: await latestList(catalogReader(db), parseInput(latestQuery, request.query)),
    };
  });

  app.get('/products/sponsored', async () => ({
    products: await flaggedProducts(db, 'isSponsored'),
  }));

  app.get('/products/top-selling', async () => ({
    products: await flaggedProducts(db, 'isTopSelling'),
  }));

  app.get('/products', async (request) =>
    productList(catalogReader(db), parseInput(productListQuery, request.query)),
  );

  app.get('/shop/products', async (request) =>
    shopList(catalogReader(db), parseInput(shopProductsQuery, request.query)),
  );

  app.get('/products/search-page', async (request) =>
    searchPageList(catalogReader(db), parseInput(searchPageQuery, request.query)),
  );

  app.get('/products/search', async (request) => ({
    products: await searchResults(catalogReader(db), parseInput(searchQuery, request.query)),
  }));

  app.get('/search', async (request) =>
    searchSuggestions(catalogReader(db), parseInput(searchQuery, request.query)),
  );

  app.get('/search/popular', async () => ({
    searches: await popularSearches(catalogReader(db)),
  }));

  app.get('/products/:id', async (request) => {
    const product = await findProduct(db, productIdOf(request.params));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { product };
  });

  app.get('/products/:id/similar', async (request) => {
    const product = await findProduct(db, productIdOf(request.params));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const query = parseInput(similarProductsQuery, request.query);
    return { products: await similarProducts(catalogReader(db), product, query) };
  });

  app.get('/products/:id/reviews', async (request) => {
    const id = productIdOf(request.params);
    if (!(await isVisibleProduct(db, id))) throw notFound(PRODUCT_NOT_FOUND);
    return { reviews: await listReviews(db, id) };
  });

  app.get('/sliders', async (request) => {
    const { type } = parseInput(slidersQuery, request.query);
    const kind = type === 'Mobile' ? 'Mobile' : 'Desktop';
    return { sliders: await listSliders(db, kind, app.config.storefrontUrl) };
  });

  app.get('/categories', async (request) => {
    // Counts follow what the lists show (decision 054): the shopper's state with Near me, else all.
    const { location, near } = parseInput(categoriesQuery, request.query);
    return { categories: await listCategories(catalogReader(db), near ? location : undefined) };
  });

  app.get('/adverts', async () => ({
    adverts: await listAdverts(db, app.config.storefrontUrl),
  }));

  app.get('/details', async (request) => {
    const { storeName } = parseInput(storeDetailsQuery, request.query);
    return { store: await storeDetails(db, storeName) };
  });

  app.get('/warehouse/states', async () => ({ states: await warehouseStates(db) }));
}
