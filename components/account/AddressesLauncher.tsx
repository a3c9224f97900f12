'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ManageAddressesModal } from './ManageAddressesModal';

/** The query that opens Manage Addresses on arrival (the header's "Manage Address" link). */
export const ADDRESSES_MODAL_QUERY = 'addresses';

/** "Manage Addresses" on Manage Account; also open while ?modal=addresses is in the URL. */
export function AddressesLauncher({ className }: { className?: string }) {
  const router = useRouter();
  // Null only on a Pages Router page (the Lite pages, decision 047), which never draws this.
  const pathname = usePathname() ?? '/';
  const searchParams = useSearchParams();
  const [opened, setOpened] = useState(false);
  const fromUrl = searchParams?.get('modal') === ADDRESSES_MODAL_QUERY;

  const close = () => {
    setOpened(false);
    if (fromUrl) {
      const rest = new URLSearchParams(searchParams?.toString());
      rest.delete('modal');
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }
    // The page's address summary comes from the server: show the latest one.
    router.refresh();
  };

  return (
    <>
      <button type="button" className={className} onClick={() => setOpened(true)}>
        Manage Addresses
      </button>
      <ManageAddressesModal open={opened || fromUrl} onClose={close} />
    </>
  );
}
