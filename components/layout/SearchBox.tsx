'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  clearRecentSearches,
  rememberSearch,
  useRecentSearches,
} from '@/lib/browser/recent-searches';
import { usePopularSearches } from '@/lib/browser/usePopularSearches';
import {
  blankState,
  blankStateOptions,
  moveActive,
  normaliseQuery,
  searchPath,
  suggestionOptions,
  type BlankStateOption,
  type Suggestion,
} from '@/lib/shared/search-suggestions';
import { SearchIcon } from './icons';
import { useSearchSuggestions } from './useSearchSuggestions';
import styles from './SearchBox.module.scss';

const loadSuggestionGroups = () => import('./SuggestionGroups');
const loadSearchTermGroups = () => import('./SearchTermGroups');

// The options (with their images and prices) load when the box is first focused, not with every
// page (first-load JS budget, issue 3): suggestions wait 300 ms of quiet typing anyway.
const SuggestionGroups = dynamic(
  () => loadSuggestionGroups().then((module) => module.SuggestionGroups),
  { ssr: false },
);
// The blank state's recent and popular searches, likewise.
const SearchTermGroups = dynamic(
  () => loadSearchTermGroups().then((module) => module.SearchTermGroups),
  { ssr: false },
);

interface SearchBoxProps {
  /** 'header': dropdown under the field; 'overlay': the full-screen mobile search, list in flow. */
  variant: 'header' | 'overlay';
  /** Called after the box sends the shopper somewhere (the overlay closes itself then). */
  onNavigate?: () => void;
}

/**
 * The search box with its suggestions: an ARIA 1.2 combobox. Arrow keys move through the options
 * (products, then stores), Enter opens the active one or submits the text, Escape closes the list.
 * Before anything is typed the options are the shopper's recent searches and popular ones
 * (issue 38.5); a search submitted or a suggestion chosen becomes a recent search.
 */
export function SearchBox({ variant, onNavigate }: SearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = normaliseQuery(text);
  // The active option belongs to the query it was chosen in: new text starts with none.
  const [activeFor, setActiveFor] = useState({ query: '', index: -1 });
  const active = activeFor.query === query ? activeFor.index : -1;

  const { status, suggestions } = useSearchSuggestions(query);
  // Popular searches are asked for once the box has been focused, not with every page.
  const [focused, setFocused] = useState(false);
  const blank = query === '';
  const terms = blankState(useRecentSearches(), usePopularSearches(focused));
  const options: (Suggestion | BlankStateOption)[] = blank
    ? blankStateOptions(terms)
    : suggestionOptions(suggestions);
  const expanded = open && (!blank || options.length > 0);
  const activeId =
    expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  /** A list opened again starts with no active option, wherever the last one was. */
  function closeList() {
    setOpen(false);
    setActiveFor({ query: '', index: -1 });
  }

  function go(href: string) {
    closeList();
    router.push(href);
    onNavigate?.();
  }

  /** A chosen option: a search to remember (the typed text for a product or store), or Clear. */
  function choose(option: Suggestion | BlankStateOption): boolean {
    if (option.kind === 'clear-recent') {
      clearRecentSearches();
      setActiveFor({ query, index: -1 });
      return false;
    }
    rememberSearch(option.kind === 'recent' || option.kind === 'popular' ? option.text : query);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        // A closed list opens at its first (down) or last (up) option.
        const from = expanded ? active : -1;
        setActiveFor({ query, index: moveActive(from, direction, options.length) });
        break;
      }
      case 'Enter':
        if (activeId) {
          event.preventDefault();
          const option = options[active];
          if (choose(option) && 'href' in option) go(option.href);
        }
        break;
      case 'Escape':
        if (expanded) {
          // Closes the list only, not the full-screen search around it.
          event.preventDefault();
          event.stopPropagation();
          closeList();
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      case 'Tab':
        closeList();
        break;
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) closeList();
  }

  return (
    <form
      role="search"
      action="/search"
      className={`${styles.search} ${styles[variant]}`}
      onSubmit={(event) => {
        event.preventDefault();
        rememberSearch(text);
        go(searchPath(text));
      }}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products and stores
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} width={20} height={20} />
        <input
          id={inputId}
          name="query"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Search products and stores"
          className={styles.input}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            void loadSuggestionGroups();
            void loadSearchTermGroups();
            setFocused(true);
            setOpen(true);
          }}
          // A click in the field reopens its list, also when the field kept the focus.
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          data-autofocus={variant === 'overlay' ? '' : undefined}
        />
        <button type="submit" className={styles.submit}>
          SEARCH
        </button>
      </div>
      <div className={styles.popup} hidden={!expanded}>
        {blank ? null : status !== 'ready' ? (
          <p className={styles.status} role="status">
            Searching...
          </p>
        ) : options.length === 0 ? (
          <p className={styles.status} role="status">
            No results found
          </p>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className={styles.listbox}
        >
          {!expanded ? null : blank ? (
            <SearchTermGroups
              id={id}
              state={terms}
              active={active}
              optionId={optionId}
              onActivate={(index) => setActiveFor({ query, index })}
              onChoose={(option) => {
                if (!choose(option)) return;
                closeList();
                onNavigate?.();
              }}
            />
          ) : (
            <SuggestionGroups
              id={id}
              suggestions={suggestions}
              active={active}
              optionId={optionId}
              onActivate={(index) => setActiveFor({ query, index })}
              onChoose={() => {
                rememberSearch(query);
                closeList();
                onNavigate?.();
              }}
            />
          )}
        </div>
      </div>
    </form>
  );
}
