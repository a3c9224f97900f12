import { z } from 'zod';
import { location, multiLine, singleLine } from './common';

/**
 * Requests of the vendor API (/api/vendor, marketplace/routes/vendor.ts), called by a vendor's own
 * systems with its API key. Money is naira, as everywhere in the contract.
 */

const MAX_NAIRA = 100_000_000;

const naira = (label: string) =>
  z
    .number({ error: `${label} must be a number of naira.` })
    .min(0, `${label} cannot be negative.`)
    .max(MAX_NAIRA, `${label} can be at most ${MAX_NAIRA} naira.`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} can have at most two decimals (kobo).`,
    );

/** A body must be an object of known fields: a misspelt field is refused, not ignored. */
export const bodyError = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${(issue.keys ?? []).join(', ')}.`
      : 'The body must be a JSON object.',
};

const trimmedLine = (label: string, max: number) =>
  singleLine(label, `${label} must be text.`)
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, `${label} cannot be empty.`)
        .max(max, `${label} can be at most ${max} characters.`),
    );

/** Images and logos are files the API serves under /media; a path of plain segments, nothing else. */
const mediaPath = (label: string) =>
  z
    .string({ error: `${label} must be a /media/ path.` })
    .max(300, `${label} can be at most 300 characters.`)
    .regex(
      /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/,
      `${label} must be a /media/ path.`,
    );

export const vendorProductFields = {
  title: trimmedLine('Title', 200),
  description: multiLine('Description', 'Description must be text.').pipe(
    z.string().max(20_000, 'Description can be at most 20,000 characters.'),
  ),
  price: naira('Price'),
  /** The price after a discount; null ends the discount. */
  discountedPrice: naira('Discounted price').nullable(),
  stock: z
    .number({ error: 'Stock must be a whole number.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000, 'Stock can be at most 1,000,000.'),
  images: z
    .array(mediaPath('Each image'), { error: 'Images must be a list of /media/ paths.' })
    .min(1, 'A product needs at least one image.')
    .max(10, 'A product can have at most 10 images.'),
  visible: z.boolean({ error: 'Visible must be true or false.' }),
  /** Other names shoppers know the product by. */
  otherNames: z
    .array(trimmedLine('Each other name', 60), { error: 'Other names must be a list of text.' })
    .max(10, 'A product can have at most 10 other names.'),
};

export const vendorProductPatch = z
  .strictObject(vendorProductFields, bodyError)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change: send at least one field.');
export type VendorProductPatch = z.output<typeof vendorProductPatch>;

export const vendorProductCreate = z.strictObject(
  {
    ...vendorProductFields,
    description: vendorProductFields.description.default(''),
    discountedPrice: vendorProductFields.discountedPrice.default(null),
    visible: vendorProductFields.visible.default(true),
    otherNames: vendorProductFields.otherNames.default([]),
    /** A category's title, as shoppers filter by it. */
    category: trimmedLine('Category', 100),
    /** The state of the warehouse the product ships from. */
    warehouseState: location,
  },
  bodyError,
);
export type VendorProductCreate = z.output<typeof vendorProductCreate>;

export const vendorStorePatch = z
  .strictObject(
    {
      tradingBusinessName: trimmedLine('Trading business name', 120),
      businessDescription: multiLine(
        'Business description',
        'Business description must be text.',
      ).pipe(z.string().max(5_000, 'Business description can be at most 5,000 characters.')),
      logo: mediaPath('Logo').nullable(),
      coverPhoto: mediaPath('Cover photo').nullable(),
      /** Live shows the store and its products; Hidden takes them out of sight. */
      storeStatus: z.enum(['Live', 'Hidden'], { error: 'Store status must be Live or Hidden.' }),
    },
    bodyError,
  )
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change: send at least one field.');
export type VendorStorePatch = z.output<typeof vendorStorePatch>;
