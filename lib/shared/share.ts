export interface ShareLink {
  network: 'Facebook' | 'Twitter' | 'WhatsApp';
  href: string;
}

/**
 * Links that open each network's own share page with the product's absolute URL: the page behind
 * that URL carries the preview (OpenGraph), so only the URL and a line of text travel. WhatsApp
 * gets `message` when given (a few lines: a chat shows the text even where the preview is not
 * loaded), then the URL on a line of its own, where WhatsApp makes it a link.
 */
export function shareLinks(url: string, text: string, message?: string): ShareLink[] {
  const encodedUrl = encodeURIComponent(url);
  return [
    {
      network: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    },
    {
      network: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(text)}`,
    },
    {
      network: 'WhatsApp',
      href: whatsAppShareHref(message ? `${message}\n${url}` : `${text} ${url}`),
    },
  ];
}

/** WhatsApp's share page with `text` prefilled: the shopper picks the chat, and can still edit it. */
export function whatsAppShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export interface SharedCartLine {
  title: string;
  qty: number;
}

/**
 * The prefilled WhatsApp message of a shared cart (issue 41): a readable list, title × quantity a
 * line, then the total at today's prices, then the link on a line of its own.
 */
export function cartShareMessage(
  lines: SharedCartLine[],
  total: string,
  siteName: string,
  url: string,
): string {
  const list = lines.map((line) => `• ${line.title} × ${line.qty}`).join('\n');
  return `My cart on ${siteName}:\n${list}\nTotal: ${total}\n${url}`;
}

export interface SharedProduct {
  title: string;
  price: number;
  originalPrice: number;
  isDiscounted: boolean;
}

/**
 * The prefilled WhatsApp message of a product: its title, then its naira price (with the price it
 * was and the percent off when discounted) and where it is sold.
 */
export function productShareMessage(
  product: SharedProduct,
  siteName: string,
  formatPrice: (amount: number) => string,
  percentOff: number | null,
): string {
  const was =
    product.isDiscounted && percentOff
      ? ` (was ${formatPrice(product.originalPrice)}, -${percentOff}%)`
      : '';
  return `${product.title}\n${formatPrice(product.price)}${was} on ${siteName}`;
}
