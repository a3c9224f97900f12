/**
 * The home page's schema.org data: the site, with a SearchAction that tells search engines how to
 * search it (a sitelinks search box), and the organisation behind it. Escape with lib/server/seo.ts
 * jsonLd before rendering.
 */
export function siteJsonLd({
  siteUrl,
  siteName,
  logoUrl,
}: {
  siteUrl: string;
  siteName: string;
  logoUrl: string;
}): Record<string, unknown> {
  const home = `${siteUrl}/`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        url: home,
        name: siteName,
        inLanguage: 'en-NG',
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${siteUrl}/search?query={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: siteName,
        url: home,
        logo: logoUrl,
      },
    ],
  };
}
