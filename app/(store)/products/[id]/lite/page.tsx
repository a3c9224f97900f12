import type { Metadata } from 'next';
import { setLiteRender } from '@/lib/lite-render';
import ProductPage, { generateMetadata as productMetadata } from '../page';

type Props = { params: Promise<{ id: string }> };

// The Lite copy of a product page (decision 043), reached only by the middleware's rewrite of
// /products/<id> for a Lite shopper: the same page with lighter images, cached apart.
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

export function generateMetadata(props: Props): Promise<Metadata> {
  return productMetadata(props);
}

export default function LiteProductPage(props: Props) {
  setLiteRender(true);
  return ProductPage(props);
}
