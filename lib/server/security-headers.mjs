// The storefront's security headers, in one place for their two writers: next.config.mjs sends
// them with every answer (pages, route handlers, static files), fixed when the build is made, and
// middleware.ts sends the page's Content-Security-Policy again at run time, so that it names the
// payment page of the API the storefront is running against (decision 029). Plain JavaScript
// because next.config.mjs imports it; its types are in security-headers.d.mts.

/** Flutterwave's hosted checkout, where PLACE ORDER sends the shopper with the real provider. */
export const FLUTTERWAVE_CHECKOUT_ORIGIN = 'https://checkout.flutterwave.com';

// Google Identity Services ("Continue with Google"), as Google's own guide for CSP lists it.
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * The Content-Security-Policy of the storefront's pages. Scripts: this origin and inline, because
 * Next's pages carry inline bootstrap scripts whose content changes with every page (the RSC
 * payload), so neither hashes nor a nonce fit without rendering every page per request; what it
 * still stops is script from any other origin, eval (outside development, where React needs it),
 * plugins, a planted <base>, forms posting elsewhere and framing of the shop (clickjacking).
 *
 * @param {{ paymentOrigins: string[]; development: boolean }} options
 */
export function contentSecurityPolicy({ paymentOrigins, development }) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      `${GOOGLE_SIGN_IN}client`,
    ],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", GOOGLE_SIGN_IN],
    'frame-src': [GOOGLE_SIGN_IN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...new Set(paymentOrigins)],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The origin of the sandbox payment page: the marketplace API serves it, and with the embedded
 * marketplace (npm start, the end-to-end tests) the storefront reaches the API at the address
 * browsers are sent to. Undefined for an address that is not a URL.
 *
 * @param {string} marketplaceApiUrl
 */
export function sandboxPaymentOrigin(marketplaceApiUrl) {
  try {
    return new URL(marketplaceApiUrl).origin;
  } catch {
    return undefined;
  }
}

// Features the shop never uses, turned off for its pages and anything they embed. Sign-in with
// Google (identity-credentials-get) and fullscreen stay as the browser has them.
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

/** Permissions-Policy: the shop's location is a state the shopper picks, never the device's. */
export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The headers every answer of the storefront carries.
 *
 * @param {{ paymentOrigins: string[]; development: boolean }} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}
