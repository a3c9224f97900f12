import { Link } from '@/components/layout/Link';

/** An unknown or hidden store: the same answer for both, so a hidden store cannot be told apart. */
export function StoreNotFound() {
  return (
    <main className="container not-found">
      <div className="not-found__icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" fill="none" strokeWidth="3">
          <path d="M6 18 10 8h28l4 10" stroke="currentColor" strokeLinejoin="round" />
          <path
            d="M6 18c0 3 2.5 5 6 5s6-2 6-5c0 3 2.5 5 6 5s6-2 6-5c0 3 2.5 5 6 5s6-2 6-5"
            stroke="currentColor"
          />
          <path d="M10 24v16h28V24M20 40V30h8v10" stroke="currentColor" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="not-found__title">Vendor Store Not Found</h1>
      <p className="not-found__text">
        The store you are trying to access does not exist or has been hidden
      </p>
      <Link href="/" className="not-found__home">
        Go Back to Home
      </Link>
    </main>
  );
}
