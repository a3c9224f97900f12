import { productShareMessage, shareLinks } from '@/lib/shared/share';

describe('shareLinks', () => {
  const url = 'https://ojamarket.ng/products/42';
  const links = Object.fromEntries(
    shareLinks(url, 'Ofada rice 50kg & more').map((link) => [link.network, link.href]),
  );

  it('shares the encoded product URL on Facebook', () => {
    expect(links.Facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fojamarket.ng%2Fproducts%2F42',
    );
  });
  it('shares the URL and the text on Twitter', () => {
    expect(links.Twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fojamarket.ng%2Fproducts%2F42&text=Ofada%20rice%2050kg%20%26%20more',
    );
  });
  it('shares the text followed by the URL on WhatsApp', () => {
    expect(links.WhatsApp).toBe(
      'https://wa.me/?text=Ofada%20rice%2050kg%20%26%20more%20https%3A%2F%2Fojamarket.ng%2Fproducts%2F42',
    );
  });
});

describe('WhatsApp message', () => {
  const url = 'https://ojamarket.ng/products/42';
  const format = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;
  const rice = { title: 'Ofada rice 50kg', price: 34500, originalPrice: 49000, isDiscounted: true };

  it('carries the title, the price it was and the percent off, then the link on its own line', () => {
    const message = productShareMessage(rice, 'Oja Market', format, 30);
    const whatsApp = shareLinks(url, 'ignored', message).find((l) => l.network === 'WhatsApp')!;
    expect(new URL(whatsApp.href).searchParams.get('text')).toBe(
      `Ofada rice 50kg\n₦34,500 (was ₦49,000, -30%) on Oja Market\n${url}`,
    );
  });
  it('names one price when the product is not discounted', () => {
    const full = { ...rice, price: 49000, isDiscounted: false };
    expect(productShareMessage(full, 'Oja Market', format, null)).toBe(
      'Ofada rice 50kg\n₦49,000 on Oja Market',
    );
  });
});
