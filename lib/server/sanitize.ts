import '@/lib/server/server-only';
import sanitizeHtml from 'sanitize-html';

/** Only absolute web and mail links survive: no relative, protocol-relative or script links. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The contents of these are code or widgets, never text a shopper should read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg'],
  transformTags: {
    // Editors write bold and italics either way; keep the meaning with the allowed tags.
    b: 'strong',
    i: 'em',
    // A vendor's link opens in a new tab, without handing our page to the vendor's site and
    // without lending it our search ranking.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (!href || !SAFE_LINK.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener nofollow', target: '_blank' } };
    },
  },
};

/**
 * Vendor HTML (store and product descriptions) made safe to render with
 * dangerouslySetInnerHTML: a handful of text tags and links, no other attributes, no scripts,
 * styles, images or event handlers. Tags outside the list are dropped and their text kept.
 */
export function sanitizeVendorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_END = /<\/(p|li|h[1-6]|div|tr)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The plain text of vendor HTML, e.g. for a meta description: blocks separated by spaces,
 * whitespace collapsed, cut at a word boundary to at most `maxLength` characters with "…".
 */
export function vendorHtmlToText(html: string, maxLength = 160): string {
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
