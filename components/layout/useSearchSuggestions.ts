'use client';

import { useEffect, useState } from 'react';
import * as api from '@/lib/browser/api/header';
import {
  NO_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  type SearchSuggestions,
} from '@/lib/shared/search-suggestions';

export type SuggestionsStatus = 'idle' | 'loading' | 'ready';

// Answers already seen in this page's life: retyping or deleting back needs no new request.
const answers = new Map<string, SearchSuggestions>();
const MAX_ANSWERS = 50;

function remember(query: string, suggestions: SearchSuggestions) {
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(query, suggestions);
}

/**
 * The BFF's suggestions; none when it refuses. Throws when no answer came or it could not be read,
 * so that the query is not remembered as having none. The browser may keep an answer for a minute
 * (the route's Cache-Control), hence the default cache.
 */
async function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchSuggestions> {
  const answer = await api.search.suggestions({ query: { query }, signal, cache: 'default' });
  if (answer.ok && answer.data !== undefined) return answer.data;
  if (answer.ok || answer.status === 0) throw new Error('No suggestions came');
  return NO_SUGGESTIONS;
}

/**
 * Suggestions for an already normalised query: nothing for empty text, otherwise one request after
 * 300 ms without typing, the previous one cancelled. A failure reads as no results.
 */
export function useSearchSuggestions(query: string): {
  status: SuggestionsStatus;
  suggestions: SearchSuggestions;
} {
  const [latest, setLatest] = useState<{ query: string; suggestions: SearchSuggestions }>();

  useEffect(() => {
    if (!query || answers.has(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const suggestions = await fetchSuggestions(query, controller.signal);
        remember(query, suggestions);
        setLatest({ query, suggestions });
      } catch {
        if (!controller.signal.aborted) setLatest({ query, suggestions: NO_SUGGESTIONS });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (!query) return { status: 'idle', suggestions: NO_SUGGESTIONS };
  const known = answers.get(query) ?? (latest?.query === query ? latest.suggestions : undefined);
  return known
    ? { status: 'ready', suggestions: known }
    : { status: 'loading', suggestions: NO_SUGGESTIONS };
}
