import Image from 'next/image';
import { Link } from '@/components/layout/Link';
import type { ReactNode } from 'react';
import styles from './LineItemProduct.module.scss';

/**
 * The product part of a cart or Saved Items line: its picture, its title linking to the product
 * page, and under the title the notes the line adds (store, price, availability). It fills the
 * line's first two grid columns; the line sets --line-image-size, the picture's size on phones.
 */
export function LineItemProduct({
  productId,
  title,
  image,
  children,
}: {
  productId: string;
  title: string;
  image: string;
  children: ReactNode;
}) {
  return (
    <>
      <Image src={image} alt={title} width={96} height={96} sizes="96px" className={styles.image} />
      <div className={styles.details}>
        <Link href={`/products/${productId}`} className={styles.title} prefetch={false}>
          {title}
        </Link>
        {children}
      </div>
    </>
  );
}
