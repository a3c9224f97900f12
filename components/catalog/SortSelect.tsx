'use client';

import { useId, useState } from 'react';
import type { FilterOption } from '@/lib/shared/catalog/filter-model';
import type { Sort } from '@/lib/contract/constants';
import { LIST_PARAMS } from '@/lib/shared/catalog/list-query';
import { useListNavigation } from './ListNavigation';
import styles from './SortSelect.module.scss';

/**
 * The sort order as a select that navigates as soon as it changes; a GET form with a button
 * (shown only without JavaScript) underneath.
 */
export function SortSelect({
  options,
  value,
  active,
  action,
  keep,
}: {
  options: FilterOption<Sort>[];
  value: Sort;
  active: boolean;
  action: string;
  keep: [string, string][];
}) {
  const id = useId();
  const { navigate } = useListNavigation();
  const [chosen, setChosen] = useState(value);
  return (
    <form
      method="get"
      action={action}
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
    >
      {keep.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        name={LIST_PARAMS.sort}
        value={chosen}
        data-active={active}
        className={`${styles.select} ${active ? styles.active : ''}`}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (!option) return;
          setChosen(option.value);
          navigate(option.href);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.submit}>
          Sort
        </button>
      </noscript>
    </form>
  );
}
