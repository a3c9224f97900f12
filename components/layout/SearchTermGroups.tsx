'use client';

import { Link } from '@/components/layout/Link';
import type { BlankState, BlankStateOption } from '@/lib/shared/search-suggestions';
import { ClockIcon, SearchIcon } from './icons';
import styles from './SearchBox.module.scss';

interface SearchTermGroupsProps {
  /** The search box's id, from which group ids are made. */
  id: string;
  state: BlankState;
  /** Index of the active option, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (option: BlankStateOption) => void;
}

/**
 * The search box's blank state (issue 38.5): the shopper's recent searches, with the option that
 * clears them, then popular searches. Loaded when the box is first focused, like SuggestionGroups;
 * the box keeps the state and the keys.
 */
export function SearchTermGroups({
  id,
  state,
  active,
  optionId,
  onActivate,
  onChoose,
}: SearchTermGroupsProps) {
  const groups = [
    { key: 'recent', title: 'Recent searches', items: state.recent, offset: 0 },
    {
      key: 'popular',
      title: 'Popular searches',
      items: state.popular,
      offset: state.recent.length,
    },
  ] as const;

  return groups.map(({ key, title, items, offset }) =>
    items.length === 0 ? null : (
      <div key={key} role="group" aria-labelledby={`${id}-${key}`}>
        <div id={`${id}-${key}`} role="presentation" className={styles.groupTitle}>
          {title}
        </div>
        {items.map((item: BlankStateOption, index) => {
          const shared = {
            id: optionId(offset + index),
            role: 'option',
            'aria-selected': offset + index === active,
            tabIndex: -1,
            // Keeps the focus in the field, so the list does not close before the click.
            onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
            onMouseMove: () => onActivate(offset + index),
            onClick: () => onChoose(item),
          } as const;
          if (item.kind === 'clear-recent') {
            return (
              <div key={item.id} {...shared} className={`${styles.option} ${styles.clearOption}`}>
                Clear recent searches
              </div>
            );
          }
          return (
            <Link
              key={item.id}
              href={item.href}
              prefetch={false}
              {...shared}
              className={styles.option}
            >
              <span className={styles.termIcon}>
                {item.kind === 'recent' ? (
                  <ClockIcon width={20} height={20} />
                ) : (
                  <SearchIcon width={20} height={20} />
                )}
              </span>
              <span className={styles.optionTitle}>{item.text}</span>
            </Link>
          );
        })}
      </div>
    ),
  );
}
