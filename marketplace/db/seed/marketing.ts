import type { NigerianState } from '@/lib/contract/states';

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

/**
 * Delivery areas whose riders do not take payment at the door (outlying areas, long trips with
 * cash): pay on delivery is not offered there. Every other seeded area offers it (decision 040).
 */
export const NO_PAY_ON_DELIVERY: ReadonlySet<string> = new Set([
  'Lagos/Ikorodu',
  'Oyo/Ogbomoso',
  'FCT - Abuja/Kubwa',
  'Rivers/Choba',
]);

/** Where each warehouse delivers, with the shipping price in naira. */
export const DELIVERY_AREAS: Partial<Record<NigerianState, [area: string, naira: number][]>> = {
  Lagos: [
    ['Ikeja', 2_500],
    ['Lekki', 3_500],
    ['Surulere', 2_500],
    ['Yaba', 2_500],
    ['Ikorodu', 3_000],
    ['Victoria Island', 3_500],
  ],
  Oyo: [
    ['Bodija', 1_500],
    ['Challenge', 1_500],
    ['Mokola', 1_500],
    ['Ring Road', 2_000],
    ['Ogbomoso', 4_000],
  ],
  Kano: [
    ['Sabon Gari', 1_500],
    ['Nassarawa GRA', 2_000],
    ['Tarauni', 2_000],
    ['Fagge', 1_500],
    ['Kano Municipal', 1_500],
  ],
  'FCT - Abuja': [
    ['Wuse', 3_000],
    ['Garki', 3_000],
    ['Maitama', 3_500],
    ['Gwarinpa', 3_000],
    ['Kubwa', 3_500],
    ['Lugbe', 3_500],
  ],
  Rivers: [
    ['GRA Phase 2', 2_500],
    ['Rumuokoro', 2_000],
    ['Trans-Amadi', 2_000],
    ['D-Line', 2_000],
    ['Choba', 3_000],
  ],
  Enugu: [
    ['Independence Layout', 2_000],
    ['New Haven', 1_500],
    ['Trans-Ekulu', 1_500],
    ['Abakpa', 1_500],
    ['Nsukka', 4_000],
  ],
  Kaduna: [
    ['Barnawa', 1_500],
    ['Malali', 1_500],
    ['Ungwan Rimi', 2_000],
    ['Kakuri', 1_500],
    ['Zaria', 4_500],
  ],
  Plateau: [
    ['Rayfield', 2_000],
    ['Bukuru', 1_500],
    ['Terminus', 1_500],
    ['Angwan Rogo', 1_500],
  ],
};

/** Marketplace-wide rates, as text (the settings table holds strings). */
export const SETTINGS: { key: string; value: string }[] = [
  { key: 'tax_percent', value: '7.5' },
  { key: 'commission_percent', value: '5' },
];
