import type { Random } from './random';

// prettier-ignore
export const FIRST_NAMES = [
  'Chinedu', 'Aisha', 'Tunde', 'Ngozi', 'Emeka', 'Funmilayo', 'Ibrahim', 'Bola', 'Yetunde', 'Musa',
  'Amaka', 'Segun', 'Halima', 'Kelechi', 'Zainab', 'Obinna', 'Adaeze', 'Olumide', 'Fatima', 'Uche',
  'Blessing', 'Sadiq', 'Temitope', 'Ifeoma', 'Babajide', 'Hauwa', 'Chiamaka', 'Femi', 'Nneka', 'Usman',
  'Kemi', 'Ebuka', 'Aminu', 'Titilayo', 'Godwin', 'Ese', 'Damilola', 'Ikenna', 'Rukayat', 'Tobi',
];

// prettier-ignore
const TITLES: Record<number, string[]> = {
  5: ['Excellent quality', 'Exactly as described', 'Will buy again', 'Very fresh', 'Top notch', 'Best in the market'],
  4: ['Good value', 'Satisfied', 'Nice product', 'Quick delivery', 'Good quality'],
  3: ['Okay', 'Average quality', 'Fair for the price', 'Not bad'],
  2: ['Not as expected', 'Could be better', 'Delivery was slow'],
  1: ['Disappointed', 'Poor quality', 'Not what I ordered'],
};

const COMMENTS: Record<number, string[]> = {
  5: [
    'Arrived well packed and exactly as in the picture. My family loved it.',
    'Very good quality, better than what I get in my local market. Will order again.',
    'Delivery was fast and the quantity was complete. God bless this vendor.',
    'I bought for my restaurant and my customers noticed the difference. Top quality.',
    'Fresh and clean, no stones, no stories. Highly recommended.',
  ],
  4: [
    'Good product and fair price. Delivery took a day longer than promised.',
    'Quality is good. Packaging could be better but everything arrived fine.',
    'Nice one. I will buy again when the price is right.',
    'Satisfied with what I got. The vendor called to confirm my address, which I liked.',
  ],
  3: [
    'It is okay. Some pieces were smaller than I expected.',
    'Average quality for the price. Delivery was on time.',
    'Not bad, but I have seen better in the market.',
  ],
  2: [
    'Part of the order was not in good condition when it arrived.',
    'Took almost a week to arrive and the quantity looked short.',
  ],
  1: [
    'What I received was not what I saw in the picture. Very disappointed.',
    'Poor quality and nobody answered my calls. I want a refund.',
  ],
};

const HAPPY_REPLIES = [
  'Thank you {name}! We are glad you enjoyed it.',
  'Thank you for buying from us, {name}. See you next time!',
  'We appreciate you, {name}. Tell your friends about us!',
];
const SORRY_REPLIES = [
  'Sorry about this, {name}. Please message us with your order number and we will make it right.',
  'We apologise, {name}. Our team will call you to sort this out.',
];

export interface ReviewSeed {
  firstName: string | null;
  rating: number;
  title: string;
  comment: string;
  vendorReply: string | null;
}

/** How many reviews a product has: none for about a third, a handful for most, many for a few. */
export function reviewCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.32) return 0;
  if (roll < 0.8) return random.int(1, 3);
  return random.int(4, 9);
}

/** A review around the product's typical rating (`quality`, 1 to 5). */
export function makeReview(random: Random, quality: number): ReviewSeed {
  const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.4)));
  const firstName = random.chance(0.1) ? null : random.pick(FIRST_NAMES);
  const replyChance = rating <= 2 ? 0.7 : 0.2;
  const reply = random.chance(replyChance)
    ? random
        .pick(rating <= 2 ? SORRY_REPLIES : HAPPY_REPLIES)
        .replace('{name}', firstName ?? 'dear customer')
    : null;
  return {
    firstName,
    rating,
    title: random.pick(TITLES[rating]),
    comment: random.pick(COMMENTS[rating]),
    vendorReply: reply,
  };
}
