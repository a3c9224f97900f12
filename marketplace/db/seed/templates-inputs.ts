import { template as t, type ProductTemplate } from './template';

// One row a template: a table reads better than Prettier's one-argument-a-line layout.
// prettier-ignore
export const INPUT_TEMPLATES: ProductTemplate[] = [
  t('Fertilisers', 'NPK 15-15-15 fertiliser 50kg', [38_000, 52_000], 'Balanced NPK 15-15-15 compound fertiliser for maize, rice and vegetables.', ['Original', 'Granular']),
  t('Fertilisers', 'NPK 20-10-10 fertiliser 50kg', [40_000, 54_000], 'NPK 20-10-10 for a strong vegetative start.', ['Original', 'Granular']),
  t('Fertilisers', 'Urea fertiliser 50kg', [40_000, 55_000], 'Urea (46% nitrogen) for top-dressing grains.', ['Granular', 'Prilled', 'Original']),
  t('Fertilisers', 'SSP fertiliser 50kg', [25_000, 35_000], 'Single super phosphate for root development in legumes.', ['Original', 'Granular']),
  t('Fertilisers', 'Organic compost 25kg', [6_000, 12_000], 'Well-cured organic compost for gardens and nurseries.', ['Cured', 'Rich']),
  t('Fertilisers', 'Poultry manure (bag)', [2_500, 5_000], 'Dry, cured poultry manure for vegetables.', ['Dry', 'Cured']),
  t('Fertilisers', 'Liquid foliar fertiliser 1 litre', [4_000, 8_000], 'Foliar feed with micronutrients for flowering and fruiting.', ['Concentrated', 'Organic']),
  t('Fertilisers', 'Herbicide (glyphosate) 1 litre', [5_000, 9_000], 'Glyphosate weed killer for land clearing.', ['Original', 'Concentrated']),
  t('Fertilisers', 'Insecticide 1 litre', [6_000, 12_000], 'Broad-spectrum insecticide for vegetables and grains.', ['Original', 'Concentrated']),
  t('Fertilisers', 'Agricultural lime 50kg', [8_000, 15_000], 'Agricultural lime to correct acidic soils.', ['Fine', 'Dolomitic']),
  t('Farm Tools', 'Cutlass', [3_000, 4_500], 'Sharp, long farm cutlass (machete) for clearing and harvesting.', ['Heavy-duty', 'Crocodile', 'Long']),
  t('Farm Tools', 'Hoe', [3_000, 6_000], 'Broad farm hoe with a seasoned wooden handle.', ['Heavy-duty', 'Short-handle', 'Long-handle']),
  t('Farm Tools', 'Knapsack sprayer 16 litres', [25_000, 45_000], 'Manual knapsack sprayer, 16 litres, with adjustable nozzle.', ['Heavy-duty', 'Manual']),
  t('Farm Tools', 'Motorised sprayer 20 litres', [120_000, 200_000], 'Petrol-powered mist blower sprayer for large farms.', ['Heavy-duty', 'Petrol']),
  t('Farm Tools', 'Wheelbarrow', [35_000, 60_000], 'Strong steel wheelbarrow with a pneumatic tyre.', ['Heavy-duty', 'Double-wheel']),
  t('Farm Tools', 'Shovel', [5_000, 9_000], 'Steel shovel for digging and moving soil.', ['Heavy-duty', 'Round-nose']),
  t('Farm Tools', 'Rake', [4_000, 7_000], 'Garden rake for levelling beds.', ['Steel', 'Heavy-duty']),
  t('Farm Tools', 'Garden hose 30m', [15_000, 28_000], 'Flexible 30-metre garden hose that does not kink.', ['Reinforced', 'Flexible']),
  t('Farm Tools', 'Watering can 10 litres', [4_000, 8_000], 'Plastic watering can with a fine rose.', ['Durable', 'Plastic']),
  t('Farm Tools', 'Pickaxe', [7_000, 12_000], 'Pickaxe for hard, stony ground.', ['Heavy-duty', 'Forged']),
  t('Farm Tools', 'Water pump 2 inch', [150_000, 280_000], 'Petrol water pump (2 inch) for irrigation.', ['Petrol', 'Heavy-duty']),
  t('Farm Tools', 'Tarpaulin 6x8m', [12_000, 22_000], 'Heavy tarpaulin for drying grains and covering produce.', ['Heavy', 'Waterproof']),
  t('Farm Tools', 'Drip irrigation kit (1 plot)', [180_000, 350_000], 'Drip irrigation kit for a 50 by 100 feet plot.', ['Complete', 'Solar-ready']),
];
