import { ANIMAL_TEMPLATES } from './templates-animals';
import { CROP_TEMPLATES } from './templates-crops';
import { INPUT_TEMPLATES } from './templates-inputs';
import { PANTRY_TEMPLATES } from './templates-pantry';
import type { ProductTemplate } from './template';

export type { ProductTemplate } from './template';

export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  ...CROP_TEMPLATES,
  ...ANIMAL_TEMPLATES,
  ...PANTRY_TEMPLATES,
  ...INPUT_TEMPLATES,
];

/** Names that keep their capital when a variant word goes before them. */
const PROPER_FIRST_WORDS = new Set(['Ofada', 'Irish', 'Ijebu']);

/**
 * The title of a vendor's listing: the plain name the first time a template is listed, then the
 * name behind a variant word, so that listings differ while "ofada rice 50kg" still finds them all.
 */
export function listingTitle(template: ProductTemplate, timesListed: number): string {
  const variants = template.variants ?? [];
  if (timesListed === 0 || variants.length === 0) return template.title;
  const variant = variants[(timesListed - 1) % variants.length];
  const firstWord = template.title.split(' ')[0];
  const name =
    PROPER_FIRST_WORDS.has(firstWord) || !/^[A-Z][a-z]/.test(firstWord)
      ? template.title
      : template.title.charAt(0).toLowerCase() + template.title.slice(1);
  return `${variant} ${name}`;
}
