import { absoluteUrl, jsonLd } from '@/lib/server/seo';
import { getSettings } from '@/lib/server/settings';
import { siteJsonLd } from '@/lib/server/site-json-ld';

/** WebSite (with its search) and Organization JSON-LD, on the home page only. */
export function SiteJsonLd() {
  const { siteUrl, siteName } = getSettings();
  const data = siteJsonLd({ siteUrl, siteName, logoUrl: absoluteUrl('/icon.svg') });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
