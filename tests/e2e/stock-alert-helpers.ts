import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { apiGet, type ApiProduct } from './commerce-helpers';
import { expect } from './fixtures';

/** Shared steps of the "Tell me when it's back" tests (issue 38 part 5, decision 056). */

export interface CatalogProduct extends ApiProduct {
  category: { title: string } | null;
}

/** The issue's own example: the seed's NPK 20-10-10, Top selling and sold out. */
export const SOLD_OUT_TITLE = 'NPK 20-10-10 fertiliser 50kg';

export async function soldOutProduct(request: APIRequestContext): Promise<CatalogProduct> {
  const { products } = await apiGet<{ products: CatalogProduct[] }>(
    request,
    `/products/search?query=${encodeURIComponent(SOLD_OUT_TITLE)}`,
  );
  const found = products.find((product) => product.title === SOLD_OUT_TITLE);
  expect(found, `the seed's ${SOLD_OUT_TITLE}`).toBeDefined();
  expect(found!.quantity, `the seed sells ${SOLD_OUT_TITLE} out`).toBe(0);
  return found!;
}

/** The product page once its scripts run: SAVE PRODUCT is enabled only after hydration. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'SAVE PRODUCT' })).toBeEnabled();
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The dev mailbox's messages to `email` (newest first). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${API}/dev/mailbox.json`, { params: { to: email } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

export const backInStockMails = async (request: APIRequestContext, email: string) =>
  (await mailsTo(request, email)).filter((mail) => mail.subject.startsWith('Back in stock'));

/** Asks on the product page (already open) as a guest with `email`, and waits for the answer. */
export async function askToBeTold(page: Page, email: string) {
  const alert = page.getByTestId('stock-alert');
  await alert.getByLabel('Email').fill(email);
  await alert.getByRole('button', { name: 'NOTIFY ME' }).click();
  await expect(alert.getByRole('status')).toContainText(
    "We'll e-mail you when it's back in stock.",
  );
}
