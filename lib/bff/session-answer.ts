/** The answer of GET /api/session, as the header's client islands read it. */
export interface SessionAnswer {
  customer: { firstName: string } | null;
  /** Items in the cart badge; 0 until the cart exists. */
  cartCount: number;
}
