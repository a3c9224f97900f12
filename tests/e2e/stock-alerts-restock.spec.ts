import { readFileSync } from 'node:fs';
import { API, uniqueEmail } from './accounts-helpers';
import { expect, test } from './fixtures';
import { askToBeTold, backInStockMails, openHydrated, soldOutProduct } from './stock-alert-helpers';

/**
 * "Tell me when it's back" end to end (issue 38 part 5, decision 056): a guest asks on the sold-out
 * product's page, its vendor restocks it through the vendor API, and the dev mailbox holds one
 * e-mail whose link opens the page with the stock; a second restock mails nothing more. The
 * vendor's changes drop every list page from the cache, so this spec runs after all the others
 * (playwright.config.ts).
 */

function vendorKey(storeName: string): string {
  const keys = JSON.parse(readFileSync(process.env.E2E_VENDOR_KEYS_FILE!, 'utf8')) as {
    store: string;
    key: string;
  }[];
  return keys.find((entry) => entry.store === storeName)!.key;
}

test('one e-mail when the vendor restocks, with a link to the page, and none on a second restock', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const product = await soldOutProduct(request);
  const email = uniqueEmail(testInfo, 'restock');
  const restock = async (stock: number) => {
    const answer = await request.patch(`${API}/api/vendor/products/${product.id}`, {
      headers: { authorization: `Bearer ${vendorKey(product.vendor.storeName)}` },
      data: { stock },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };

  await openHydrated(page, `/products/${product.id}`);
  await askToBeTold(page, email);
  try {
    await restock(7);
    await expect
      .poll(async () => (await backInStockMails(request, email)).length, {
        message: `a "back in stock" e-mail to ${email}`,
      })
      .toBe(1);
    const [mail] = await backInStockMails(request, email);
    expect(mail.subject).toBe(`Back in stock: ${product.title}`);
    const link = /https?:\/\/\S+\/products\/\d+/.exec(mail.text)?.[0];
    expect(link).toBe(`${baseURL}/products/${product.id}`);

    // The link shows the stock: the restock refreshed the cached page (a page already being served
    // may be the old one once more while it is rendered again).
    await page.goto(link!);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('stock')).toHaveText('7 units left', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('stock-alert')).toHaveCount(0);
    await expect(page.getByTestId('similar-products')).toHaveCount(0);

    // Sold out and back again: the request was answered, nothing more comes.
    await restock(0);
    await restock(3);
    await page.waitForTimeout(1_500);
    expect(await backInStockMails(request, email)).toHaveLength(1);
  } finally {
    // Sold out again, as the seed made it, and its cached page with it (the storefront's cache
    // outlives this run's database), for whatever runs next.
    await restock(0);
    await expect(async () => {
      await page.goto(`/products/${product.id}`);
      await expect(page.getByTestId('stock')).toHaveText('Out of stock', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
});
