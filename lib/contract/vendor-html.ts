import type sanitizeHtml from 'sanitize-html';

/**
 * The HTML a vendor's text may keep (store and product descriptions, review replies), as
 * sanitize-html options: the storefront applies them when it shows a description, the API when a
 * reply is written. A handful of text tags and links, no other attributes, no scripts, styles,
 * images or event handlers; tags outside the list are dropped and their text kept.
 */
/** Only absolute web and mail links survive: no relative, protocol-relative or script links. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export const VENDOR_HTML_OPTIONS: sanitizeHtml.IOptions = {
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
