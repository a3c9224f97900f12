import { eq } from 'drizzle-orm';
import { readTaxPercent } from '../commerce/tax';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

/**
 * Percent rates of the settings table (tax_percent, commission_percent), as whole basis points
 * (7.5 % = 750) so that every sum on kobo stays in integers.
 */
export interface Rates {
  taxBasisPoints: number;
  commissionBasisPoints: number;
}

function basisPoints(value: string | undefined, key: string): number {
  const percent = Number(value);
  if (value === undefined || !Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new Error(`setting ${key} must be a percent between 0 and 100, not ${value}`);
  return Math.round(percent * 100);
}

/** The tax rate as the cart shows it (commerce/tax.ts, one reader for both), and the commission. */
export async function readRates(db: Database): Promise<Rates> {
  const [taxPercent, [commission]] = await Promise.all([
    readTaxPercent(db),
    db.select().from(settings).where(eq(settings.key, 'commission_percent')),
  ]);
  return {
    taxBasisPoints: Math.round(taxPercent * 100),
    commissionBasisPoints: basisPoints(commission?.value, 'commission_percent'),
  };
}

/** `basisPoints` of `kobo`, rounded half up to a whole kobo. */
export function percentOf(kobo: number, basisPoints: number): number {
  return Math.round((kobo * basisPoints) / 10_000);
}
