import type { NigerianState } from '@/lib/contract/states';
import type { CategoryTitle } from './categories';

/** One warehouse per state where vendors rent cubes; products ship from their vendor's state. */
export const WAREHOUSES: { name: string; state: NigerianState }[] = [
  { name: 'Ikeja Agro Warehouse', state: 'Lagos' },
  { name: 'Ibadan Bodija Warehouse', state: 'Oyo' },
  { name: 'Kano Dawanau Warehouse', state: 'Kano' },
  { name: 'Abuja Idu Warehouse', state: 'FCT - Abuja' },
  { name: 'Port Harcourt Trans-Amadi Warehouse', state: 'Rivers' },
  { name: 'Enugu Emene Warehouse', state: 'Enugu' },
  { name: 'Kaduna Kakuri Warehouse', state: 'Kaduna' },
  { name: 'Jos Bukuru Warehouse', state: 'Plateau' },
];

export interface VendorSeed {
  storeName: string;
  tradingBusinessName: string;
  state: NigerianState;
  categories: CategoryTitle[];
  /** Relative share of the catalog's products. */
  weight: number;
  status: 'Live' | 'Hidden';
  hasCover: boolean;
  hasLogo: boolean;
  /** Checked by the marketplace (identity, business registration): shown with a mark. */
  verified: boolean;
  /** HTML: the store page renders it after sanitising. */
  description: string;
}

const live = { status: 'Live', hasCover: true, hasLogo: true, verified: true } as const;

export const VENDORS: VendorSeed[] = [
  {
    ...live,
    storeName: 'Mama Nkechi Farms',
    tradingBusinessName: 'Nkechi Okafor Agro Enterprises',
    state: 'Enugu',
    categories: ['Vegetables', 'Tubers', 'Fruits', 'Spices'],
    weight: 3,
    description:
      '<p><strong>Mama Nkechi Farms</strong> has grown vegetables and tubers around Nsukka and Udi for over twenty years.</p><ul><li>Ugu, bitter leaf and garden egg picked every morning</li><li>Yams and cocoyam from our own barns</li><li>Bulk orders for restaurants and caterers</li></ul>',
  },
  {
    ...live,
    storeName: 'Kano Grains Hub',
    tradingBusinessName: 'Kano Grains Hub Nigeria Ltd',
    state: 'Kano',
    categories: ['Grains', 'Seeds', 'Spices'],
    weight: 4,
    description:
      "<p>Straight from <strong>Dawanau market</strong>, West Africa's biggest grain market: rice, beans, maize, millet and sorghum by the bag.</p><ul><li>Every bag cleaned and weighed</li><li>Wholesale prices for retailers</li><li>Delivery across the north and to Lagos</li></ul>",
  },
  {
    ...live,
    storeName: 'Ikorodu Fresh Fish',
    tradingBusinessName: 'Ikorodu Aqua Farms Ltd',
    state: 'Lagos',
    categories: ['Fish'],
    weight: 2,
    description:
      '<p>Catfish and tilapia raised in our own ponds in <strong>Ikorodu</strong>, sold live, fresh or smoked.</p><ul><li>Live catfish delivered in aerated bags</li><li>Oven-smoked fish with no kerosene taste</li><li>Fingerlings for new fish farmers</li></ul>',
  },
  {
    ...live,
    storeName: 'Oyo Agro Supplies',
    tradingBusinessName: 'Oyo Agro Supplies and Services',
    state: 'Oyo',
    categories: ['Fertilisers', 'Farm Tools', 'Seeds'],
    weight: 3,
    description:
      '<p>Everything a farmer needs for the season: <strong>fertiliser, seed and tools</strong>, with advice from our agronomists.</p><ul><li>Original NPK and urea, sealed bags</li><li>Certified seed from registered companies</li><li>Sprayers, cutlasses and hoes</li></ul>',
  },
  {
    ...live,
    storeName: 'Ibadan Garri Depot',
    tradingBusinessName: 'Adebayo and Sons Foods',
    state: 'Oyo',
    categories: ['Tubers', 'Processed Foods'],
    weight: 2,
    description:
      '<p>Garri, lafun and elubo processed in our clean kitchen at <strong>Bodija</strong>.</p><ul><li>Ijebu, yellow and white garri</li><li>Yam flour for amala</li><li>Sealed bags, weighed on certified scales</li></ul>',
  },
  {
    ...live,
    storeName: 'Rivers Palm Produce',
    tradingBusinessName: 'Ibinabo Palm Produce Ltd',
    state: 'Rivers',
    categories: ['Oils', 'Fish', 'Processed Foods'],
    weight: 2,
    description:
      '<p>Pure red palm oil from our mills in the <strong>Niger Delta</strong>, plus periwinkle, crayfish and stockfish.</p><ul><li>No added colour, no water</li><li>Sealed kegs from 5 to 25 litres</li></ul>',
  },
  {
    ...live,
    storeName: 'Gwagwalada Poultry Farm',
    tradingBusinessName: 'Gwagwalada Integrated Poultry Ltd',
    state: 'FCT - Abuja',
    categories: ['Poultry'],
    weight: 2,
    description:
      '<p>Broilers, layers, eggs and feed from our farm in <strong>Gwagwalada</strong>.</p><ul><li>Vaccinated, vet-checked birds</li><li>Fresh eggs collected every day</li><li>Day-old chicks and feed for new farmers</li></ul>',
  },
  {
    ...live,
    storeName: 'Zaria Road Livestock',
    tradingBusinessName: 'Alhaji Musa Danladi and Co',
    state: 'Kaduna',
    categories: ['Livestock', 'Poultry'],
    weight: 2,
    description:
      '<p>Goats, rams, sheep and cows from the <strong>Zaria Road</strong> market, vet-checked before sale.</p><ul><li>Rams for Sallah and ceremonies</li><li>Delivery with care and water</li></ul>',
  },
  {
    ...live,
    storeName: 'Jos Plateau Greens',
    tradingBusinessName: 'Plateau Highland Produce',
    state: 'Plateau',
    categories: ['Vegetables', 'Fruits', 'Tubers'],
    weight: 3,
    description:
      '<p>Cool-climate vegetables from the <strong>Jos Plateau</strong>: cabbage, carrots, Irish potatoes and more.</p><ul><li>Harvested to order</li><li>Packed in ventilated baskets</li></ul>',
  },
  {
    ...live,
    storeName: 'Alaba Agro Tools',
    tradingBusinessName: 'Chukwuemeka Agro Tools Ventures',
    state: 'Lagos',
    categories: ['Farm Tools', 'Fertilisers'],
    weight: 2,
    description:
      '<p>Farm tools and equipment at <strong>market prices</strong>: pumps, sprayers, wheelbarrows and hand tools.</p><ul><li>Tested before dispatch</li><li>Spare parts for sprayers and pumps</li></ul>',
  },
  {
    ...live,
    hasCover: false,
    storeName: 'Nsukka Honey and Spices',
    tradingBusinessName: 'Ugwu Natural Foods',
    state: 'Enugu',
    categories: ['Processed Foods', 'Spices'],
    weight: 1,
    description:
      '<p>Raw forest honey from <strong>Nsukka</strong> and hand-sorted spices for soups.</p><ul><li>Unfiltered, natural honey</li><li>Ehuru, uziza and ogbono</li></ul>',
  },
  {
    ...live,
    hasLogo: false,
    storeName: 'Ogbomoso Yam Barn',
    tradingBusinessName: 'Oyelaran Farms',
    state: 'Oyo',
    categories: ['Tubers', 'Grains'],
    weight: 2,
    description:
      '<p>Big yams from our barns in <strong>Ogbomoso</strong>, plus beans and maize from neighbouring farms.</p><ul><li>Yams sorted by size</li><li>Orders for parties and restaurants</li></ul>',
  },
  {
    ...live,
    hasLogo: false,
    storeName: 'Lekki Organic Market',
    tradingBusinessName: 'Green Basket Lekki Ltd',
    state: 'Lagos',
    // Lagos is the biggest market: its warehouse must stock the staples (rice, garri, yams) too,
    // or a Lagos shopper searching "rice" finds nothing.
    categories: ['Fruits', 'Vegetables', 'Oils', 'Processed Foods', 'Grains', 'Tubers'],
    weight: 3,
    description:
      '<p>Organic fruit, vegetables and pantry staples delivered across <strong>Lekki and Victoria Island</strong>.</p><ul><li>Grown without heavy chemical sprays</li><li>Rice, garri and yams from partner farms</li><li>Virgin coconut oil and shea butter</li></ul>',
  },
  {
    ...live,
    // A new cooperative, not yet checked: its page shows no verified mark.
    verified: false,
    storeName: 'Kuje Fresh Farms',
    tradingBusinessName: 'Kuje Fresh Farms Cooperative',
    state: 'FCT - Abuja',
    categories: ['Vegetables', 'Fruits', 'Livestock', 'Seeds'],
    weight: 2,
    description:
      '<p>A cooperative of smallholder farmers around <strong>Kuje</strong> selling fresh produce and livestock.</p><ul><li>Vegetables and fruit in season</li><li>Goats and sheep from member farms</li></ul>',
  },
  {
    ...live,
    status: 'Hidden',
    verified: false,
    storeName: 'Sabon Gari Traders',
    tradingBusinessName: 'Sabon Gari General Traders',
    state: 'Kano',
    categories: ['Grains', 'Spices', 'Oils'],
    weight: 1,
    description:
      '<p>Grains, spices and oils by the bag. <strong>Store under review.</strong></p><ul><li>Wholesale only</li></ul>',
  },
];
