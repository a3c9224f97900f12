export interface ShareLink {
  network: 'Facebook' | 'Twitter' | 'WhatsApp';
  href: string;
}

/**
 * Links that open each network's own share page with the product's absolute URL: the page behind
 * that URL carries the preview (OpenGraph), so only the URL and a line of text travel.
 */
export function shareLinks(url: string, text: string): ShareLink[] {
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
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
  ];
}
