import type { Metadata } from 'next';
import { generateMetadata as productMetadata, ProductPageContent } from '../page';

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

export default async function LiteProductPage({ params }: Props) {
  return <ProductPageContent id={(await params).id} lite />;
}
