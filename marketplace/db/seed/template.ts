import type { CategoryTitle } from './categories';

/** A kind of product that vendors list, with its usual price. */
export interface ProductTemplate {
  title: string;
  category: CategoryTitle;
  /** Usual price range in naira. */
  price: [number, number];
  /** One sentence about the product, the first paragraph of its description. */
  about: string;
  /**
   * Words a vendor puts before the name to set their listing apart ("Premium", "Ijebu"); the real
   * name stays in the title so that search finds it.
   */
  variants?: string[];
}

/** Shorthand for the template tables. */
export function template(
  category: CategoryTitle,
  title: string,
  price: [number, number],
  about: string,
  variants?: string[],
): ProductTemplate {
  return { category, title, price, about, variants };
}
