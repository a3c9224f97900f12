'use client';

import type { ReactNode } from 'react';
import type { FilterModel } from '@/lib/shared/catalog/filter-model';
import { CategoryOptions, NearMeOption, RatingOptions } from './FilterOptions';
import { PriceFilter } from './PriceFilter';
import { TransitionLink } from './TransitionLink';
import styles from './FilterSidebar.module.scss';

function Section({
  title,
  active,
  children,
}: {
  title: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <details open className={styles.section}>
      <summary className={`${styles.summary} ${active ? styles.active : ''}`} data-active={active}>
        {title}
        {active && <span className="visually-hidden"> (on)</span>}
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

/**
 * Large screens: the filters in a column beside the grid, each section collapsible. A client
 * component although it holds no state: it is drawn from the same model as the small screens'
 * sheets (MobileFilters), so the page's RSC payload carries that model once instead of the model
 * and the sidebar's whole markup too, and everything it renders is in the sheets' script already.
 */
export function FilterSidebar({ model }: { model: FilterModel }) {
  return (
    <aside className={styles.sidebar} aria-labelledby="filters-heading">
      <div className={styles.header}>
        <h2 id="filters-heading" className={styles.heading}>
          Filters
        </h2>
        {model.active.narrowed && (
          <TransitionLink href={model.clearHref} className={styles.clear} rel="nofollow">
            Clear all
          </TransitionLink>
        )}
      </div>
      {model.near && (
        <Section title="Delivery" active={model.active.near}>
          <NearMeOption near={model.near} />
        </Section>
      )}
      <Section title="Category" active={model.active.category}>
        <CategoryOptions options={model.categories} />
      </Section>
      <Section title="Price" active={model.active.price}>
        <PriceFilter
          key={`${model.price.min}-${model.price.max}`}
          min={model.price.min}
          max={model.price.max}
          action={model.action}
          keep={model.price.keep}
        />
      </Section>
      <Section title="Rating" active={model.active.rating}>
        <RatingOptions options={model.ratings} />
      </Section>
    </aside>
  );
}
