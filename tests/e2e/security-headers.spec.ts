import type { APIResponse, Page } from '@playwright/test';
import { API, forwardFakeIp } from './accounts-helpers';
import { addFromProductPage, loggedInShopper, productsOfVendors, shipTo } from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 22 item 11: every answer of the storefront carries the security headers (decision 029),
 * HTTPS adds HSTS, and the Content-Security-Policy breaks nothing a shopper does.
 */

const FLUTTERWAVE_CHECKOUT = 'https://checkout.flutterwave.com';

// The shopper below signs in; each test as if from its own address, under the login rate limit.
forwardFakeIp();

/** The policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function expectHeadersOfEveryAnswer(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  return headers;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = expectHeadersOfEveryAnswer(response);
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(expect.arrayContaining(["'self'", FLUTTERWAVE_CHECKOUT]));
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('connect-src')).toContain("'self'");
  return csp;
}

test.describe('security headers', () => {
  test('pages send them, with the sandbox payment page of the API allowed', async ({ request }) => {
    const [product] = await productsOfVendors(request, 1);
    for (const path of ['/', `/products/${product.id}`, '/login', '/cart']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = expectSecurityHeaders(response);
      // PLACE ORDER sends the shopper to the sandbox, served by the API the storefront calls.
      expect(csp.get('form-action'), path).toContain(new URL(API).origin);
      expect(response.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('a BFF answer, a script, public files and images send them too', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const [product] = await productsOfVendors(request, 1);
    await page.goto(`/products/${product.id}`);
    const image = await page.getByRole('img', { name: product.title }).first().getAttribute('src');
    expect(image).toBeTruthy();

    const answers = [
      ['/api/session', 'application/json'],
      [script!, 'javascript'],
      ['/placeholder.jpg', 'image/jpeg'],
      ['/robots.txt', 'text/plain'],
    ];
    // As a browser asks: the scripts' brotli copies are answered apart from Next.
    const get = (path: string) => request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    for (const [path, type] of answers) {
      const response = await get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
      expectSecurityHeaders(response);
    }
    // Images from the optimizer and the API's proxy keep their own stricter policy: a sandbox
    // where nothing runs.
    const original = new URL(image!, 'http://storefront').searchParams.get('url');
    expect(original).toMatch(/^\/media\//);
    for (const path of [image!, original!]) {
      const response = await get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('image/');
      const csp = directives(expectHeadersOfEveryAnswer(response)['content-security-policy']);
      expect(csp.has('sandbox'), path).toBe(true);
    }
  });
});

/** Every CSP violation the pages report, and the console's complaints about either policy. */
async function watchPolicies(page: Page) {
  const complaints: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => complaints.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { reportPolicyViolation?: (text: string) => void })
        .reportPolicyViolation;
      report?.(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(text))
      complaints.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  return complaints;
}

test('the shop works under the policy: no violation from home to the payment page', async ({
  page,
  request,
  isMobile,
}, info) => {
  const complaints = await watchPolicies(page);
  const [product] = await productsOfVendors(request, 1, 3);

  await page.goto('/');
  await expect(page.getByTestId(isMobile ? 'mobile-slider' : 'hero-slider')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await loggedInShopper(page, request, info);
  await addFromProductPage(page, product);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await shipTo(page);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  // The sandbox's hosted page, on the API's origin: the policy let the browser go there.
  await page.getByLabel('Card number').waitFor();
  expect(new URL(page.url()).origin).toBe(new URL(API).origin);

  expect(complaints).toEqual([]);
});
