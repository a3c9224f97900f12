'use client';

import { useRef, useState } from 'react';
import type { FilterModel } from '@/lib/shared/catalog/filter-model';
import { CategoryOptions, NearMeOption, RatingOptions, SortOptions } from './FilterOptions';
import { PriceFilter } from './PriceFilter';
import { Sheet } from './Sheet';
import { TransitionLink } from './TransitionLink';
import styles from './MobileFilters.module.scss';

type Panel = 'category' | 'price' | 'rating' | 'sort';

const TITLES: Record<Panel, string> = {
  category: 'Category',
  price: 'Price',
  rating: 'Rating',
  sort: 'Sort by',
};

/**
 * Small screens: a row of filter buttons, each opening its bottom sheet, and the Near me checkbox
 * (a link, no sheet); a button is highlighted while its filter is on. Choosing a category, rating or sort, or applying a price, closes the
 * sheet and loads the list.
 */
export function MobileFilters({ model }: { model: FilterModel }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const buttons = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const active: Record<Panel, boolean> = {
    category: model.active.category,
    price: model.active.price,
    rating: model.active.rating,
    sort: model.active.sort,
  };
  const close = () => {
    const opener = open ? buttons.current[open] : null;
    setOpen(null);
    opener?.focus();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.buttons}>
        {(Object.keys(TITLES) as Panel[]).map((panel) => (
          <button
            key={panel}
            ref={(element) => {
              buttons.current[panel] = element;
            }}
            type="button"
            className={`${styles.button} ${active[panel] ? styles.active : ''}`}
            data-active={active[panel]}
            aria-haspopup="dialog"
            aria-expanded={open === panel}
            onClick={() => setOpen(panel)}
          >
            {panel === 'sort' ? 'Sort' : TITLES[panel]}
            {active[panel] && <span className="visually-hidden"> (on)</span>}
          </button>
        ))}
        {model.near && <NearMeOption near={model.near} className={styles.near} />}
        {model.active.narrowed && (
          <TransitionLink href={model.clearHref} className={styles.clear} rel="nofollow">
            Clear
          </TransitionLink>
        )}
      </div>
      {open && (
        <Sheet title={TITLES[open]} onClose={close}>
          {open === 'category' && <CategoryOptions options={model.categories} />}
          {open === 'price' && (
            <PriceFilter
              min={model.price.min}
              max={model.price.max}
              action={model.action}
              keep={model.price.keep}
            />
          )}
          {open === 'rating' && <RatingOptions options={model.ratings} />}
          {open === 'sort' && <SortOptions options={model.sorts} />}
        </Sheet>
      )}
    </div>
  );
}
