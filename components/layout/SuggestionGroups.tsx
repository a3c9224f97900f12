'use client';

import Image from 'next/image';
import { Link } from '@/components/layout/Link';
import { formatNaira } from '@/lib/shared/money';
import type { SearchSuggestions, Suggestion } from '@/lib/shared/search-suggestions';
import { StoreIcon } from './icons';
import styles from './SearchBox.module.scss';

interface SuggestionGroupsProps {
  /** The search box's id, from which group and option ids are made. */
  id: string;
  suggestions: SearchSuggestions;
  /** Index of the active option, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: () => void;
}

/**
 * The options of the search box's listbox, products then stores. Loaded when the box is first
 * focused rather than with every page (see SearchBox); the box keeps the state and the keys.
 */
export function SuggestionGroups({
  id,
  suggestions,
  active,
  optionId,
  onActivate,
  onChoose,
}: SuggestionGroupsProps) {
  const groups = [
    { key: 'products', title: 'Products', items: suggestions.products, offset: 0 },
    {
      key: 'stores',
      title: 'Stores',
      items: suggestions.stores,
      offset: suggestions.products.length,
    },
  ] as const;

  return groups.map(({ key, title, items, offset }) =>
    items.length === 0 ? null : (
      <div key={key} role="group" aria-labelledby={`${id}-${key}`}>
        <div id={`${id}-${key}`} role="presentation" className={styles.groupTitle}>
          {title}
        </div>
        {items.map((item: Suggestion, index) => (
          <Link
            key={item.id}
            id={optionId(offset + index)}
            href={item.href}
            prefetch={false}
            role="option"
            aria-selected={offset + index === active}
            tabIndex={-1}
            className={styles.option}
            // Keeps the focus in the field, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onActivate(offset + index)}
            onClick={onChoose}
          >
            <SuggestionContent item={item} />
          </Link>
        ))}
      </div>
    ),
  );
}

function SuggestionContent({ item }: { item: Suggestion }) {
  if (item.kind === 'store') {
    return (
      <>
        <span className={styles.storeIcon}>
          <StoreIcon width={20} height={20} />
        </span>
        <span className={styles.optionTitle}>{item.storeName}</span>
      </>
    );
  }
  return (
    <>
      <Image src={item.image} alt="" width={40} height={40} sizes="40px" className={styles.thumb} />
      <span className={styles.optionTitle} data-testid="suggestion-title">
        {item.title}
      </span>
      <span className={styles.optionPrice}>{formatNaira(item.price)}</span>
    </>
  );
}
