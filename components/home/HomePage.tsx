import type { Metadata } from 'next';
import { Adverts } from '@/components/home/Adverts';
import { CategoriesBlock } from '@/components/home/CategoriesBlock';
import { HeroSlider } from '@/components/home/HeroSlider';
import { LATEST_ROW_SIZE, LatestProducts } from '@/components/home/LatestProducts';
import { MobileSlider } from '@/components/home/MobileSlider';
import { HOME_HEADLINE } from '@/components/home/headline';
import { SiteJsonLd } from '@/components/home/SiteJsonLd';
import { HomeMarketing } from '@/components/home/marketing/HomeMarketing';
import type { NigerianState } from '@/lib/contract';
import { getLatestProducts } from '@/lib/server/marketplace/catalog';
import { isMarketplaceError } from '@/lib/server/marketplace/errors';
import { getCategories } from '@/lib/server/marketplace/lists';
import { getAdverts, getSliders } from '@/lib/server/marketplace/home';
import { absoluteUrl } from '@/lib/server/seo';
import { getSettings } from '@/lib/server/settings';
import styles from './HomePage.module.scss';

/** A block's data, or null when its call failed: that block shows its error, the page renders. */
function settled<T>(result: PromiseSettledResult<T>, block: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  const error: unknown = result.reason;
  // An unreachable API is an expected state here, not a crash: one line instead of a stack.
  if (isMarketplaceError(error)) {
    console.error(`Home: ${block} failed (${error.status}): ${error.message}`);
  } else {
    console.error(`Home: ${block} failed`, error);
  }
  return null;
}

export async function homeMetadata(): Promise<Metadata> {
  const { siteName } = getSettings();
  const [first] = await getSliders('Desktop').catch(() => []);
  const title = `${siteName}: ${HOME_HEADLINE}`;
  const description = `Buy grains, tubers, vegetables, palm oil, livestock and farm inputs from verified Nigerian farmers and traders on ${siteName}. Priced in naira, stored in our warehouses, delivered to your door.`;
  const images = first
    ? [{ url: absoluteUrl(first.image), width: 1200, height: 400, alt: first.title }]
    : undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: absoluteUrl('/') },
    openGraph: {
      type: 'website',
      siteName,
      locale: 'en_NG',
      url: absoluteUrl('/'),
      title,
      description,
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  };
}

/**
 * The home page for a location. Each block's fetch is cached (lib/server/marketplace/cache.ts), and the
 * blocks load side by side, each failing on its own. `cached`: the page is being rendered into
 * Next's full-route cache (app/(store)/cached), where a failed block throws instead, so that a
 * failure is never kept as the page for everyone (a page already cached keeps serving).
 */
export async function HomePageContent({
  location,
  cached = false,
}: {
  location: NigerianState | undefined;
  cached?: boolean;
}) {
  const results = await Promise.allSettled([
    getSliders('Desktop'),
    getSliders('Mobile'),
    getAdverts(),
    getLatestProducts(location, LATEST_ROW_SIZE),
    getCategories(location),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (cached && failed) throw failed.reason;
  const [desktop, phone, adverts, latest, categories] = results;
  const { siteName, vendorSignupUrl } = getSettings();
  const desktopSlides = settled(desktop, 'desktop sliders') ?? [];
  const phoneSlides = settled(phone, 'mobile sliders') ?? [];

  return (
    <main className={`container ${styles.home}`}>
      <h1 className="visually-hidden">{HOME_HEADLINE}</h1>
      <div className={styles.sliders}>
        <HeroSlider slides={desktopSlides} phoneFirst={phoneSlides[0]} />
        <MobileSlider slides={phoneSlides} desktopFirst={desktopSlides[0]} />
      </div>
      <LatestProducts products={settled(latest, 'latest products')} />
      <CategoriesBlock categories={settled(categories, 'categories')} />
      <Adverts adverts={settled(adverts, 'adverts')} />
      <HomeMarketing siteName={siteName} vendorSignupUrl={vendorSignupUrl} />
      <SiteJsonLd />
    </main>
  );
}
