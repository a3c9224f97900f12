const store = (storeName: string) => `/vendors/${encodeURIComponent(storeName)}`;

/** Home page slides; each headline appears as a desktop and a mobile slide. */
export const SLIDES: { headline: string; url: string }[] = [
  { headline: 'Fresh harvest straight from the farm', url: '/shop' },
  { headline: 'Rice season deals', url: '/search?query=rice' },
  { headline: 'Bulk grains from Kano Grains Hub', url: store('Kano Grains Hub') },
  { headline: 'Fertiliser for the planting season', url: '/search?query=fertiliser' },
];

export const ADVERTS: { headline: string; url: string }[] = [
  { headline: 'Rent a cube in our warehouses', url: '/create-store' },
  { headline: 'Pure palm oil from Rivers', url: store('Rivers Palm Produce') },
  { headline: 'Farm tools for every season', url: '/search?query=cutlass' },
  { headline: 'Fresh catfish delivered', url: '/search?query=catfish' },
  { headline: 'Verified vendors and great deals', url: '/shop' },
];

/** Marketplace-wide rates, as text (the settings table holds strings). */
export const SETTINGS: { key: string; value: string }[] = [
  { key: 'tax_percent', value: '7.5' },
  { key: 'commission_percent', value: '5' },
];
