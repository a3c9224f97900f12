/** The answer of GET /api/session, as the header's client islands read it. */
export interface SessionAnswer {
  customer: { firstName: string } | null;
  /** Distinct lines in the cart (the badge); 0 for a visitor or when the cart could not be read. */
  cartCount: number;
}
