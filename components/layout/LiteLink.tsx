'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLiteMode } from '@/lib/browser/useLiteMode';

/** next/link that never prefetches in Lite mode (decision 047). */
export function LiteLink(props: ComponentProps<typeof Link>) {
  const lite = useLiteMode();
  return <Link {...props} prefetch={lite ? false : props.prefetch} />;
}
