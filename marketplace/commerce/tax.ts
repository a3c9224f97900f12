import { eq } from 'drizzle-orm';
import type { Queryable } from '../catalog/products';
import { settings } from '../db/schema';

/** The settings key operators change to move the tax rate without a deploy. */
export const TAX_PERCENT_KEY = 'tax_percent';

/** Nigeria's VAT, used while the settings table has no tax_percent row (a fresh database). */
export const DEFAULT_TAX_PERCENT = 7.5;

/**
 * The tax rate in percent, read from the settings table on every call so that a change applies to
 * the next cart and order at once. A value that is not a percent is an operator's mistake: it
 * fails loudly rather than charge shoppers a wrong tax.
 */
export async function readTaxPercent(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TAX_PERCENT_KEY))
    .limit(1);
  if (!row) return DEFAULT_TAX_PERCENT;
  const percent = Number(row.value.trim());
  if (row.value.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error(`settings.${TAX_PERCENT_KEY} is not a percent between 0 and 100: ${row.value}`);
  }
  return percent;
}
