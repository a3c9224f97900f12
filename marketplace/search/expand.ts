import { SYNONYM_GROUPS, type SynonymGroup } from './synonyms';

/** Every name of a group, each once, in the order the table gives them. */
export function namesOf(group: SynonymGroup): string[] {
  return [
    ...new Set([
      ...group.en,
      ...(group.yo ?? []),
      ...(group.ha ?? []),
      ...(group.ig ?? []),
      ...(group.pcm ?? []),
      ...(group.other ?? []),
    ]),
  ];
}

/** Folded name -> the names it stands for (its groups' names, itself left out). */
const OTHER_NAMES = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const names = namesOf(group);
  for (const name of names) {
    const others = OTHER_NAMES.get(name) ?? new Set<string>();
    for (const other of names) if (other !== name) others.add(other);
    OTHER_NAMES.set(name, others);
  }
}
const LONGEST_NAME = Math.max(...[...OTHER_NAMES.keys()].map((name) => name.split(' ').length));
const ONE_WORD_NAMES = [...OTHER_NAMES.keys()].filter((name) => !name.includes(' '));

/** Typing "shinka" already suggests rice; shorter beginnings mean too many names. */
const MIN_PREFIX_LENGTH = 3;
/** A name is a misspelling of a word from this length and trigram similarity on. */
const MIN_TYPO_LENGTH = 4;
const TYPO_SIMILARITY = 0.55;
/** From this length, one edit (a swapped pair included) is a typo too. */
const MIN_EDIT_LENGTH = 5;
/** Names that one word of a query may stand for, at most: keeps the text query small. */
const MAX_ALTERNATIVES = 24;

/** Trigrams as pg_trgm makes them for one word: two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity of two words: shared trigrams over all of them. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/**
 * Edits (insert, delete, change, swap of two neighbours) from one word to the other, stopping at
 * `most` + 1: trigrams miss swapped letters ("plantian" shares 5 of 13 with plantain).
 */
export function editDistance(a: string, b: string, most = 1): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return Math.min(rows[a.length][b.length], most + 1);
}

/** One word of the query, or a run of words that is a known name, with what else it may be. */
export interface QueryPart {
  /** The shopper's own words. */
  words: string[];
  /** Other names the words stand for, each as its words. */
  alternatives: string[][];
  /** The last word is still being typed: matched as a beginning. */
  prefix: boolean;
}

function alternativesOf(names: Iterable<string>, leaveOut: string): string[][] {
  const out: string[][] = [];
  for (const name of names) {
    if (name === leaveOut) continue;
    out.push(name.split(' '));
    if (out.length >= MAX_ALTERNATIVES) break;
  }
  return out;
}

/** The one-word names' trigrams, made once. */
const NAME_TRIGRAMS = new Map(ONE_WORD_NAMES.map((name) => [name, trigrams(name)]));

/** pg_trgm's similarity of a word's trigrams to a one-word name's. */
function similarityToName(own: Set<string>, name: string): number {
  const theirs = NAME_TRIGRAMS.get(name)!;
  let shared = 0;
  for (const trigram of own) if (theirs.has(trigram)) shared += 1;
  return shared / (own.size + theirs.size - shared);
}

/** Names whose first word begins with `word` (the shopper is still typing it), with their others. */
function namesBegunBy(word: string): Set<string> {
  const found = new Set<string>();
  if (word.length < MIN_PREFIX_LENGTH) return found;
  for (const name of OTHER_NAMES.keys()) {
    if (name.startsWith(word) && name !== word) {
      found.add(name);
      for (const other of OTHER_NAMES.get(name)!) found.add(other);
    }
  }
  return found;
}

/** Names that `word` is a misspelling of, with their others. */
function namesMisspelledAs(word: string): Set<string> {
  const found = new Set<string>();
  if (word.length < MIN_TYPO_LENGTH) return found;
  const own = trigrams(word);
  for (const name of ONE_WORD_NAMES) {
    const close =
      similarityToName(own, name) >= TYPO_SIMILARITY ||
      (word.length >= MIN_EDIT_LENGTH && editDistance(word, name) <= 1);
    if (name !== word && close) {
      found.add(name);
      for (const other of OTHER_NAMES.get(name)!) found.add(other);
    }
  }
  return found;
}

/**
 * The folded terms as parts: runs of words that are a known name (longest first, so "ata rodo" is
 * scotch bonnet before "ata" is pepper) carry that name's other names; a word that is no name but
 * a misspelling of one, or the beginning of one while still typed, carries those names and theirs.
 */
export function expandTerms(terms: string): QueryPart[] {
  let parts = expanded.get(terms);
  if (!parts) {
    parts = expand(terms);
    if (expanded.size >= MAX_EXPANDED) expanded.delete(expanded.keys().next().value!);
    expanded.set(terms, parts);
  }
  return parts;
}

/**
 * Terms already expanded: one search asks for its terms' parts several times (each text query of
 * the index and of search.ts), and shoppers type the same beginnings. Callers never change them.
 */
const expanded = new Map<string, QueryPart[]>();
const MAX_EXPANDED = 5000;

function expand(terms: string): QueryPart[] {
  if (!terms) return [];
  const words = terms.split(' ');
  const parts: QueryPart[] = [];
  for (let i = 0; i < words.length;) {
    const last = (length: number) => i + length === words.length;
    let taken = 0;
    for (let length = Math.min(LONGEST_NAME, words.length - i); length >= 1; length -= 1) {
      const phrase = words.slice(i, i + length).join(' ');
      const others = OTHER_NAMES.get(phrase);
      if (!others) continue;
      const more = last(length) ? namesBegunBy(words[words.length - 1]) : new Set<string>();
      parts.push({
        words: words.slice(i, i + length),
        alternatives: alternativesOf(new Set([...others, ...more]), phrase),
        prefix: last(length),
      });
      taken = length;
      break;
    }
    if (taken === 0) {
      const word = words[i];
      const related = new Set([...namesMisspelledAs(word), ...(last(1) ? namesBegunBy(word) : [])]);
      parts.push({ words: [word], alternatives: alternativesOf(related, word), prefix: last(1) });
      taken = 1;
    }
    i += taken;
  }
  return parts;
}
