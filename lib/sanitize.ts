import 'server-only';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_LINK = /^(https?:|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'br', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents are dropped along with their tags, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // Only absolute http(s) and mailto links survive (no relative or protocol-relative ones);
    // every link opens in a new tab without handing our page to the vendor's site.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (!href || !ALLOWED_LINK.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener nofollow', target: '_blank' } };
    },
  },
};

/**
 * Vendor HTML (product and store descriptions) made safe to render: a handful of text tags and
 * links, no attributes but a link's href, no scripts, styles or event handlers.
 */
export function sanitizeVendorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
