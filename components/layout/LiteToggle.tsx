'use client';

import type { FormEvent } from 'react';
import { useLiteMode } from '@/lib/browser/useLiteMode';
import { LITE_OFF, LITE_ON } from '@/lib/shared/lite-mode';
import { LITE_FORMS } from '@/lib/browser/api/header';
import styles from './Footer.module.scss';

/**
 * The footer's Lite mode switch: the same form as the Lite pages' switch (POST /api/lite/mode),
 * which keeps the choice in the Lite cookie (it wins over the browser's Save-Data either way) and
 * answers with this page again, now rendered as the server says (decision 047).
 */
export function LiteToggle() {
  const lite = useLiteMode();
  // Back to the page as it is now, query included (the address may have changed since rendering).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const back = event.currentTarget.elements.namedItem('back') as HTMLInputElement;
    back.value = `${window.location.pathname}${window.location.search}`;
  };
  return (
    <form method="post" action={LITE_FORMS.mode} className={styles.blurb} onSubmit={onSubmit}>
      <input type="hidden" name="lite" value={lite ? LITE_OFF : LITE_ON} />
      <input type="hidden" name="back" value="/" />
      <button
        type="submit"
        role="switch"
        aria-checked={lite}
        className={styles.liteToggle}
        data-testid="lite-toggle"
      >
        Lite mode: {lite ? 'on' : 'off'}
      </button>{' '}
      Smaller pictures, less data.
    </form>
  );
}
