import { notFound } from 'next/navigation';

/**
 * Any path no other route claims: the 404 page inside the shared layout (header and footer
 * included), still answered with status 404.
 */
export default function UnknownPage() {
  notFound();
}
