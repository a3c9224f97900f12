import { readFileSync } from 'node:fs';
import { NIGERIAN_STATES } from '@/lib/contract/states';
import { locationSegment } from '@/lib/shared/catalog/cached-path';
import { COOKIES } from '@/lib/shared/cookies';
import { edgeKey, EVERY_LOCATION } from '@/lib/shared/edge-cache';
import { routeOf } from '@/lib/shared/page-routes';

/**
 * The edge's page cache (decision 060): the key the storefront names for a page load, and the
 * nginx template's maps, which must read the route table, the location cookie and the key as the
 * storefront does. The maps are read from deploy/nginx/nginx.conf.template and matched here as
 * nginx matches a map: exact strings first, then the regular expressions in order.
 */

const TEMPLATE = readFileSync('deploy/nginx/nginx.conf.template', 'utf8');

type Entry = { source: string; value: string };

/** The entries of `map <source> <variable> { ... }` in the template. */
function mapOf(variable: string): { entries: Entry[]; fallback: string | undefined } {
  const block = new RegExp(`map [^\\n]+ \\$${variable} \\{\\n([\\s\\S]*?)\\n  \\}`).exec(TEMPLATE);
  if (!block) throw new Error(`no map for $${variable} in the template`);
  const entries = [...block[1].matchAll(/^\s+("(?:[^"\\]|\\.)*"|\S+)\s+("[^"]*"|\S+);$/gm)].map(
    ([, source, value]) => ({ source: unquote(source), value: unquote(value) }),
  );
  const fallback = entries.find((entry) => entry.source === 'default')?.value;
  return { entries: entries.filter((entry) => entry.source !== 'default'), fallback };
}

const unquote = (text: string) =>
  text.startsWith('"') ? text.slice(1, -1).replace(/\\\\/g, '\\') : text;

/** nginx's lookup: an exact (non-regex) source, else the first regex that matches, else default. */
function lookUp(variable: string, input: string): string | undefined {
  const { entries, fallback } = mapOf(variable);
  const exact = entries.find((entry) => !entry.source.startsWith('~') && entry.source === input);
  if (exact) return exact.value;
  const regex = entries.find((entry) => {
    if (!entry.source.startsWith('~')) return false;
    const caseless = entry.source.startsWith('~*');
    return new RegExp(entry.source.slice(caseless ? 2 : 1), caseless ? 'i' : '').test(input);
  });
  return regex ? regex.value : fallback;
}

describe('the key a page load may be kept under', () => {
  it('is the location and the URL when the query is the canonical one', () => {
    expect(edgeKey('lagos', '/', '', new URLSearchParams())).toBe('lagos /');
    expect(edgeKey(EVERY_LOCATION, '/products/42', '', null)).toBe('- /products/42');
    const canonical = new URLSearchParams('category=Farm Tools&page=2');
    expect(edgeKey('all', '/shop', '?category=Farm+Tools&page=2', canonical)).toBe(
      'all /shop?category=Farm+Tools&page=2',
    );
  });

  it('is none for any other query: extra, reordered, or on a page that takes none', () => {
    const canonical = new URLSearchParams('category=Grains&page=2');
    expect(edgeKey('all', '/shop', '?page=2&category=Grains', canonical)).toBeNull();
    expect(edgeKey('all', '/shop', '?category=Grains&page=2&utm_source=x', canonical)).toBeNull();
    expect(edgeKey('all', '/', '?utm_source=x', new URLSearchParams())).toBeNull();
    expect(edgeKey(EVERY_LOCATION, '/products/42', '?fbclid=1', null)).toBeNull();
  });
});

describe("the edge's maps in deploy/nginx/nginx.conf.template", () => {
  it('reads the cookies the storefront writes, by their names', () => {
    expect(TEMPLATE).toContain(`map $cookie_${COOKIES.location.name} $edge_list_location`);
    expect(TEMPLATE).toContain(`"$cookie_${COOKIES.lite.name}:$http_save_data"`);
  });

  it('gives every location cookie the cached route’s location segment, and junk none', () => {
    for (const state of NIGERIAN_STATES) {
      expect([state, lookUp('edge_list_location', encodeURIComponent(state))]).toEqual([
        state,
        locationSegment(state),
      ]);
    }
    expect(lookUp('edge_list_location', '')).toBe(locationSegment(undefined));
    expect(lookUp('edge_list_location', 'All%20Nigeria')).toBe(locationSegment('All Nigeria'));
    // Values the storefront never writes are not looked up or kept, whatever they decode to.
    for (const junk of ['lagos', 'LAGOS', '%4Cagos', 'Lagos ', 'Narnia', 'FCT - Abuja']) {
      expect([junk, lookUp('edge_list_location', junk)]).toEqual([junk, '']);
    }
  });

  it('looks up the route table’s shared and by-location pages only', () => {
    const kinds = { shared: 'page', 'by-location': 'list' } as Record<string, string>;
    for (const path of [
      '/',
      '/shop',
      '/search',
      '/products/42',
      '/vendors/Kano%20Grains%20Hub',
      "/vendors/Mr.%20Bayo's%20Farm",
      '/products',
      '/products/all-products',
      '/products/42/reviews',
      '/cart',
      '/checkout/shipping',
      '/orders/7',
      '/api/session',
      '/api/customer/cart',
      '/about',
      '/lite/shop',
      '/cached/lagos',
      '/vendors/x/page-load/_',
      '/_next/data/x.json',
    ]) {
      expect([path, lookUp('edge_page_kind', path)]).toEqual([
        path,
        kinds[routeOf(path).cache] ?? '',
      ]);
    }
  });

  it('looks up full page loads only: no Lite, no router requests', () => {
    expect(lookUp('edge_lite', ':')).toBe('0');
    expect(lookUp('edge_lite', '0:on')).toBe('0');
    for (const lite of ['1:', ':on', ':off', '1:on', 'yes:', '%31:']) {
      expect([lite, lookUp('edge_lite', lite)]).toEqual([lite, '1']);
    }
    expect(lookUp('edge_skip', 'lagos:00')).toBe('0');
    expect(lookUp('edge_skip', '-:00')).toBe('0');
    for (const skipped of [':00', 'lagos:10', 'lagos:01', '-:11']) {
      expect([skipped, lookUp('edge_skip', skipped)]).toEqual([skipped, '1']);
    }
  });

  it('keeps brotli, gzip and plain copies apart, and compresses only what it keeps', () => {
    expect(lookUp('edge_encoding', '0:gzip, deflate, br, zstd')).toBe('br');
    expect(lookUp('edge_encoding', '0:gzip, deflate')).toBe('gzip');
    expect(lookUp('edge_encoding', '0:GZIP')).toBe('gzip');
    expect(lookUp('edge_encoding', '0:')).toBe('');
    expect(lookUp('edge_encoding', '0:identity')).toBe('');
    // What is not kept goes to a replica uncompressed, as before the page cache.
    expect(lookUp('edge_encoding', '1:gzip, br')).toBe('');
    expect(lookUp('edge_upstream', '0')).toBe('edge_pages');
    expect(lookUp('edge_upstream', '1')).toBe('storefronts');
    expect(TEMPLATE).toMatch(/proxy_cache_key "\$edge_encoding \$edge_location \$request_uri";/);
  });

  it('keeps an answer only when it is a 200 and names the key nginx made', () => {
    const kept = (status: number, key: string, named: string) =>
      lookUp('edge_no_store', `${status} ${key} ${named}`) === '0';
    expect(kept(200, 'lagos /shop?page=2', 'lagos /shop?page=2')).toBe(true);
    expect(kept(200, '- /products/42', '- /products/42')).toBe(true);
    expect(kept(404, '- /products/42', '- /products/42')).toBe(false);
    expect(kept(200, 'all /', 'lagos /')).toBe(false);
    expect(kept(200, 'all /shop?category=Farm%20Tools', 'all /shop?category=Farm+Tools')).toBe(
      false,
    );
    expect(kept(200, '- /products/42', '')).toBe(false);
    expect(kept(200, '- /products/42', '- /products/42 - /products/42')).toBe(false);
  });

  it('takes lifetimes from the storefront alone, and never keeps an answer that sets a cookie', () => {
    // Directives, not the comments about them. A use_stale would serve copies of any age.
    expect(TEMPLATE).not.toMatch(/^\s*proxy_cache_valid/m);
    expect(TEMPLATE).not.toMatch(/^\s*proxy_ignore_headers[^;]*(Set-Cookie|Cache-Control)/m);
    expect(TEMPLATE).not.toMatch(/^\s*proxy_cache_use_stale/m);
    expect(TEMPLATE).toMatch(/^\s*proxy_cache_background_update off;/m);
    expect(TEMPLATE).toMatch(/^\s*proxy_cache_path [^;]*max_size=/m);
  });
});
