import '@/lib/server/server-only';
import sanitizeHtml from 'sanitize-html';
import { VENDOR_HTML_OPTIONS } from '@/lib/contract/vendor-html';

/**
 * Vendor HTML (store and product descriptions) made safe to render with
 * dangerouslySetInnerHTML: a handful of text tags and links, no other attributes, no scripts,
 * styles, images or event handlers. Tags outside the list are dropped and their text kept.
 */
export function sanitizeVendorHtml(html: string): string {
  return sanitizeHtml(html, VENDOR_HTML_OPTIONS).trim();
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
