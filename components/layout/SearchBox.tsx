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

type SearchOption = Suggestion | BlankStateOption;

/**
 * What the list offers for the text: suggestions for a query, or before anything is typed the
 * shopper's recent searches and popular ones (asked for once the box has been focused, not with
 * every page).
 */
function useSearchOptions(query: string, focused: boolean) {
  const { status, suggestions } = useSearchSuggestions(query);
  const blank = query === '';
  const terms = blankState(useRecentSearches(), usePopularSearches(focused));
  const options: SearchOption[] = blank ? blankStateOptions(terms) : suggestionOptions(suggestions);
  return { status, suggestions, blank, terms, options };
}

/**
 * The combobox's state: the text, whether the list is open, and the active option, which belongs
 * to the query it was chosen in (new text starts with none; a list opened again starts with none).
 */
function useCombobox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = normaliseQuery(text);
  const [activeFor, setActiveFor] = useState({ query: '', index: -1 });
  const active = activeFor.query === query ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ query, index });
  const closeList = () => {
    setOpen(false);
    setActiveFor({ query: '', index: -1 });
  };
  return { text, setText, open, setOpen, query, active, setActive, closeList };
}

/** A chosen option: a search to remember (the typed text for a product or store), or Clear. */
function remember(option: SearchOption, query: string): boolean {
  if (option.kind === 'clear-recent') {
    clearRecentSearches();
    return false;
  }
  rememberSearch(option.kind === 'recent' || option.kind === 'popular' ? option.text : query);
  return true;
}

/** "Searching..." or "No results found" above the options, for a typed query. */
function SearchStatus({ blank, ready, empty }: { blank: boolean; ready: boolean; empty: boolean }) {
  if (blank || (ready && !empty)) return null;
  return (
    <p className={styles.status} role="status">
      {ready ? 'No results found' : 'Searching...'}
    </p>
  );
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

  const box = useCombobox();
  const { text, query, active } = box;
  const [focused, setFocused] = useState(false);
  const { status, suggestions, blank, terms, options } = useSearchOptions(query, focused);
  const expanded = box.open && (!blank || options.length > 0);
  const activeId =
    expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function go(href: string) {
    box.closeList();
    router.push(href);
    onNavigate?.();
  }

  function choose(option: SearchOption): boolean {
    const chosen = remember(option, query);
    if (!chosen) box.setActive(-1);
    return chosen;
  }

  /** After a click on an option, which is a link: the list closes and the overlay with it. */
  function chosenByClick() {
    box.closeList();
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const handled = () => {
      event.preventDefault();
      // Escape closes the list or clears the text only, not the full-screen search around it.
      if (event.key === 'Escape') event.stopPropagation();
    };
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      handled();
      box.setOpen(true);
      // A closed list opens at its first (down) or last (up) option.
      const from = expanded ? active : -1;
      box.setActive(moveActive(from, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter' && activeId) {
      handled();
      const option = options[active];
      if (choose(option) && 'href' in option) go(option.href);
    } else if (event.key === 'Escape' && expanded) {
      handled();
      box.closeList();
    } else if (event.key === 'Escape' && text) {
      handled();
      box.setText('');
    } else if (event.key === 'Tab') {
      box.closeList();
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) box.closeList();
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
            box.setText(event.target.value);
            box.setOpen(true);
          }}
          onFocus={() => {
            void loadSuggestionGroups();
            void loadSearchTermGroups();
            setFocused(true);
            box.setOpen(true);
          }}
          // A click in the field reopens its list, also when the field kept the focus.
          onClick={() => box.setOpen(true)}
          onKeyDown={onKeyDown}
          data-autofocus={variant === 'overlay' ? '' : undefined}
        />
        <button type="submit" className={styles.submit}>
          SEARCH
        </button>
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <SearchStatus blank={blank} ready={status === 'ready'} empty={options.length === 0} />
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
              onActivate={box.setActive}
              onChoose={(option) => {
                if (choose(option)) chosenByClick();
              }}
            />
          ) : (
            <SuggestionGroups
              id={id}
              suggestions={suggestions}
              active={active}
              optionId={optionId}
              onActivate={box.setActive}
              onChoose={() => {
                rememberSearch(query);
                chosenByClick();
              }}
            />
          )}
        </div>
      </div>
    </form>
  );
}
