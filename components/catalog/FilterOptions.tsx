import type { ReactNode } from 'react';
import type { FilterModel, FilterOption } from '@/lib/shared/catalog/filter-model';
import type { Sort } from '@/lib/contract/constants';
import styles from './FilterOptions.module.scss';
import { Stars } from './Stars';
import { TransitionLink } from './TransitionLink';

/**
 * The choices of one filter as a list of links, the chosen one marked; shared by the sidebar on
 * large screens and the sheets on small ones.
 */
function OptionList<T>({
  options,
  label,
  render = (option) => option.label,
}: {
  options: FilterOption<T>[];
  label: string;
  render?: (option: FilterOption<T>) => ReactNode;
}) {
  return (
    <ul role="list" className={styles.options} aria-label={label}>
      {options.map((option) => (
        <li key={String(option.value)}>
          <TransitionLink
            href={option.href}
            className={`${styles.option} ${option.selected ? styles.selected : ''}`}
            aria-current={option.selected ? 'true' : undefined}
            rel="nofollow"
          >
            <span className={styles.marker} aria-hidden="true" />
            {render(option)}
          </TransitionLink>
        </li>
      ))}
    </ul>
  );
}

export function CategoryOptions({ options }: { options: FilterOption<string | null>[] }) {
  return <OptionList options={options} label="Categories" />;
}

export function RatingOptions({ options }: { options: FilterOption<number>[] }) {
  return (
    <OptionList
      options={options}
      label="Minimum rating"
      render={(option) =>
        option.value === 0 ? (
          option.label
        ) : (
          <>
            <span className="visually-hidden">{option.label}</span>
            <span className={styles.stars} aria-hidden="true">
              <Stars rating={option.value} />& above
            </span>
          </>
        )
      }
    />
  );
}

export function SortOptions({ options }: { options: FilterOption<Sort>[] }) {
  return <OptionList options={options} label="Sort by" />;
}

/**
 * Near me: a checkbox that is a real link to the list with or without `near=1`, so that the choice
 * is in the URL (a shared link says what it shows) and works before JavaScript loads.
 */
export function NearMeOption({
  near,
  className = '',
}: {
  near: NonNullable<FilterModel['near']>;
  className?: string;
}) {
  return (
    <TransitionLink
      href={near.href}
      role="checkbox"
      aria-checked={near.on}
      className={`${styles.near} ${near.on ? styles.selected : ''} ${className}`}
      rel="nofollow"
    >
      <span className={styles.box} aria-hidden="true" />
      <span>
        Near me <span className={styles.nearState}>· only {near.state}</span>
      </span>
    </TransitionLink>
  );
}
