import type { QueryPart } from './expand';

/**
 * A full-text query as PostgreSQL's to_tsquery('english', ...) holds it, for the in-memory search
 * index (product-index.ts): the same tree that catalog/search.ts's fullTextQuery writes as text,
 * built from the same parts, with the words already stemmed, so that both answer alike.
 */
export type QueryNode =
  WordNode | { kind: 'phrase'; words: WordNode[] } | { kind: 'and' | 'or'; children: QueryNode[] };

export interface WordNode {
  kind: 'word';
  lexeme: string;
  /** `:*`: any lexeme that begins with it. */
  prefix: boolean;
  /** Weights a position may carry, as bits by PostgreSQL's codes (D 0, C 1, B 2, A 3). */
  weights: number;
}

export type Weight = '' | 'A' | 'AB';

export const ANY_WEIGHT = 0b1111;
const WEIGHT_BITS: Record<Weight, number> = { '': ANY_WEIGHT, A: 0b1000, AB: 0b1100 };

/** A word's lexemes under the english configuration: none for a stop word. */
export type Stems = ReadonlyMap<string, readonly string[]>;

/** Words to_tsquery could treat otherwise than this tree does (a word of two lexemes, a stop word in a phrase). */
export class UnsupportedQuery extends Error {}

function clean(kind: 'and' | 'or', children: (QueryNode | null)[]): QueryNode | null {
  const kept = children.filter((child): child is QueryNode => child !== null);
  if (kept.length === 0) return null;
  return kept.length === 1 ? kept[0] : { kind, children: kept };
}

function wordNode(word: string, prefix: boolean, weights: number, stems: Stems): WordNode | null {
  const lexemes = stems.get(word);
  if (!lexemes) throw new Error(`no stem for "${word}"`);
  if (lexemes.length > 1) throw new UnsupportedQuery(word);
  return lexemes.length ? { kind: 'word', lexeme: lexemes[0], prefix, weights } : null;
}

/**
 * The tree of fullTextQuery(terms, weight, synonyms, prefix), from the terms' parts (expandTerms,
 * or one part of every word without synonyms). Stop words drop out as to_tsquery drops them; a
 * query of stop words only is null, which matches nothing.
 */
export function textQuery(
  parts: QueryPart[],
  weight: Weight,
  prefix: boolean,
  stems: Stems,
): QueryNode | null {
  const weights = WEIGHT_BITS[weight];
  return clean(
    'and',
    parts.map(({ words, alternatives, prefix: typed }) => {
      const own = clean(
        'and',
        words.map((word, i) =>
          wordNode(word, prefix && typed && i === words.length - 1, weights, stems),
        ),
      );
      const others = alternatives.map((name): QueryNode | null => {
        const nodes = name.map((word) => wordNode(word, false, weights, stems));
        if (nodes.includes(null)) throw new UnsupportedQuery(name.join(' '));
        return nodes.length === 1 ? nodes[0] : { kind: 'phrase', words: nodes as WordNode[] };
      });
      return clean('or', [own, ...others]);
    }),
  );
}

/** Every word of the parts, own and alternative, for stemming in one go. */
export function wordsOf(parts: QueryPart[]): string[] {
  return [...new Set(parts.flatMap((part) => [...part.words, ...part.alternatives.flat()]))];
}

/** The query's distinct operands as ts_rank counts them (by lexeme; the first one's prefix). */
export function operandsOf(node: QueryNode | null): WordNode[] {
  const found = new Map<string, WordNode>();
  const walk = (current: QueryNode) => {
    if (current.kind === 'word') {
      if (!found.has(current.lexeme)) found.set(current.lexeme, current);
    } else if (current.kind === 'phrase') current.words.forEach(walk);
    else current.children.forEach(walk);
  };
  if (node) walk(node);
  return [...found.values()];
}

/** ts_rank's weights by code (D, C, B, A), as float4. */
const WEIGHT_VALUE = [0.1, 0.2, 0.4, 1.0].map(Math.fround);

/** A packed position: the position shifted past two bits of weight code. */
export const positionOf = (packed: number) => packed >> 2;
export const weightOf = (packed: number) => WEIGHT_VALUE[packed & 3];

/**
 * calc_rank_or's term for one entry of a vector (PostgreSQL's tsrank.c), before its division: its
 * positions' weights, the first counting most, with the heaviest weight added once more. In float4
 * as there; addScore divides and adds it in double, as C does.
 */
export function entryScore(positions: ArrayLike<number>): number {
  let sum = 0;
  let heaviest = -1;
  let at = 0;
  for (let j = 0; j < positions.length; j += 1) {
    const weight = weightOf(positions[j]);
    sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      at = j;
    }
  }
  return Math.fround(Math.fround(heaviest + sum) - Math.fround(heaviest / ((at + 1) * (at + 1))));
}

/** calc_rank_or's running float4 sum with one more entry's term (entryScore). */
export const addScore = (rank: number, score: number) => Math.fround(rank + score / 1.64493406685);

function wordDistance(distance: number): number {
  return distance > 100 ? 1e-30 : 1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}

/**
 * calc_rank_and (tsrank.c) for one product: every pair of the query's operands, by how close
 * their positions lie. `entries[i]` holds operand i's matching entries (their positions), in the
 * vector's order; as in PostgreSQL only the last entry of an earlier operand is paired with a later
 * one. Below zero when no pair was found; ts_rank then answers 1e-20.
 */
export function rankAnd(entries: ArrayLike<number>[][]): number {
  let result = -1;
  const last: (ArrayLike<number> | undefined)[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    for (const positions of entries[i]) {
      last[i] = positions;
      for (let k = 0; k < i; k += 1) {
        const earlier = last[k];
        if (!earlier) continue;
        for (let l = 0; l < positions.length; l += 1) {
          for (let p = 0; p < earlier.length; p += 1) {
            const distance = Math.abs(positionOf(positions[l]) - positionOf(earlier[p]));
            if (distance === 0) continue;
            const weight = Math.fround(
              Math.sqrt(
                Math.fround(
                  Math.fround(weightOf(positions[l]) * weightOf(earlier[p])) *
                    Math.fround(wordDistance(distance)),
                ),
              ),
            );
            result = result < 0 ? weight : Math.fround(1 - (1 - result) * (1 - weight));
          }
        }
      }
    }
  }
  return result;
}

/** Whether ts_rank ranks this query by calc_rank_and (an AND or phrase at its top) rather than _or. */
export const ranksByPairs = (node: QueryNode | null) =>
  node !== null && (node.kind === 'and' || node.kind === 'phrase') && operandsOf(node).length > 1;
