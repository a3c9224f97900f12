import { COOKIES } from '@/lib/shared/cookies';
import {
  createAccount,
  logIn,
  PASSWORD,
  sessionOf,
  sessionToken,
  uniqueEmail,
} from './accounts-helpers';
import { wcagViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Share this cart (issue 41 part 2): a guest's cart becomes a signed link and a readable WhatsApp
 * message; whoever opens the link, with no cookies of the sharer, gets the same lines in their own
 * cart with one button; a link edited into another quantity is a missing page.
 */

const API = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

interface ApiProduct {
  _id: string;
  title: string;
  quantity: number;
}

/** Two products in stock (enough for 2 and 1), each project its own pair so runs do not meet. */
async function twoProducts(project: string): Promise<ApiProduct[]> {
  const answer = await fetch(`${API}/api/customer/shop/products?limit=40&sort=price`);
  const { products } = (await answer.json()) as { products: ApiProduct[] };
  const inStock = products.filter((product) => product.quantity >= 5);
  const offset = project === 'mobile' ? 0 : 2;
  return inStock.slice(offset, offset + 2);
}

test('a shared cart rebuilds the same lines in a stranger’s cart, and cannot be edited', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const [first, second] = await twoProducts(testInfo.project.name);
  for (const [product, qty] of [
    [first, 2],
    [second, 1],
  ] as const) {
    const added = await page.request.post('/api/guest-cart', {
      data: { productId: first === product ? first._id : second._id, qty },
      headers: { origin: baseURL! },
    });
    expect(added.status(), await added.text()).toBe(200);
  }

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Share this cart' }).click();
  await expect(page.getByRole('heading', { name: 'Share this cart' })).toBeVisible();
  const link = await page.getByTestId('cart-link').inputValue();
  expect(link).toMatch(new RegExp(`/cart/shared/${first._id}x2-${second._id}x1\\.[\\w-]{22}$`));
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const message = decodeURIComponent(
    new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')!,
  );
  expect(message).toContain(`${first.title} × 2`);
  expect(message).toContain(`${second.title} × 1`);
  expect(message).toMatch(/Total: ₦[\d,.]+/);
  expect(message.trim().endsWith(link)).toBe(true);
  expect(await wcagViolations(page)).toEqual([]);

  // A stranger: a new context with only a location, none of the sharer's cookies.
  const stranger = await browser.newContext({ baseURL });
  await stranger.addCookies([{ name: COOKIES.location.name, value: 'Lagos', url: baseURL! }]);
  const theirs = await stranger.newPage();
  const path = new URL(link).pathname;
  const opened = await theirs.goto(path);
  expect(opened!.headers()['cache-control']).toMatch(/no-store/);
  const lines = theirs.getByTestId('shared-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(first.title);
  await expect(lines.nth(0)).toContainText('2 ×');
  expect(await wcagViolations(theirs)).toEqual([]);

  // Edited into 9 of the first product: not this storefront's link.
  const edited = path.replace(`${first._id}x2`, `${first._id}x9`);
  expect((await theirs.goto(edited))!.status()).toBe(404);

  await theirs.goto(path);
  await theirs.getByRole('button', { name: 'Add these to my cart' }).click();
  await theirs.waitForURL('**/cart');
  const cart = await (await theirs.request.get('/api/guest-cart')).json();
  expect(
    cart.cartItems.map((line: { productId: string; qty: number }) => [line.productId, line.qty]),
  ).toEqual([
    [first._id, 2],
    [second._id, 1],
  ]);
  await stranger.close();
});

test('a shopper whose session ended elsewhere still gets a shared cart’s lines, as a guest', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [first] = await twoProducts(testInfo.project.name);
  const added = await page.request.post('/api/guest-cart', {
    data: { productId: first._id, qty: 1 },
    headers: { origin: baseURL! },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Share this cart' }).click();
  const path = new URL(await page.getByTestId('cart-link').inputValue()).pathname;

  // A signed-in shopper whose token then dies elsewhere (as after signing out on another device).
  const email = uniqueEmail(testInfo, 'shared-cart-ended');
  await createAccount(request, testInfo, email);
  const shopper = await browser.newContext({ baseURL });
  await shopper.addCookies([{ name: COOKIES.location.name, value: 'Lagos', url: baseURL! }]);
  const theirs = await shopper.newPage();
  await theirs.goto('/login');
  await logIn(theirs, email, PASSWORD);
  await expect.poll(async () => (await sessionOf(theirs)).customer).not.toBeNull();
  const revoked = await request.post(`${API}/api/customer/logout`, {
    headers: { authorization: `Bearer ${await sessionToken(theirs)}` },
  });
  expect(revoked.status()).toBe(200);

  await theirs.goto(path);
  await theirs.getByRole('button', { name: 'Add these to my cart' }).click();
  await theirs.waitForURL('**/cart');
  expect((await sessionOf(theirs)).customer).toBeNull();
  const cart = await (await theirs.request.get('/api/guest-cart')).json();
  expect(
    cart.cartItems.map((line: { productId: string; qty: number }) => [line.productId, line.qty]),
  ).toEqual([[first._id, 1]]);
  await shopper.close();
});
