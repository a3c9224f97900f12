import 'server-only';
import { advertsResponse, slidersResponse } from '@/lib/contract';
import { toBanner, type Banner } from '@/lib/shared/home/banners';
import { CACHE } from './cache';
import { marketplaceFetch } from './client';

export type SliderType = 'Desktop' | 'Mobile';

function usable(banners: (Banner | null)[]): Banner[] {
  return banners.filter((banner): banner is Banner => banner !== null);
}

/** The home page's slides of one kind, in the order the marketplace set. */
export async function getSliders(type: SliderType): Promise<Banner[]> {
  const { sliders } = await marketplaceFetch('/api/customer/sliders', {
    // The API's default is the desktop set; asking without a type keeps its cache key the spec's.
    query: { type: type === 'Mobile' ? 'Mobile' : undefined },
    schema: slidersResponse,
    cache: CACHE.banners,
  });
  return usable(sliders.map(toBanner));
}

/** The home page's adverts, in the order the marketplace set. */
export async function getAdverts(): Promise<Banner[]> {
  const { adverts } = await marketplaceFetch('/api/customer/adverts', {
    schema: advertsResponse,
    cache: CACHE.banners,
  });
  return usable(adverts.map(toBanner));
}
