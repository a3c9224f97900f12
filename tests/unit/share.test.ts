import { shareLinks } from '@/lib/share';

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
