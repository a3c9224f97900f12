import { entryScore, type WordNode } from './text-query';

/**
 * The pieces the in-memory search index (product-index.ts) is made of: a product's document read
 * from tsvector text, and sorted lists of doc numbers.
 */

/** One lexeme of a product's document. */
export interface Entry {
  mask: number;
  score: number;
  positions: Uint16Array;
}

/** A product's document by lexeme: for products changed since the postings were built. */
export type Document = Map<string, Entry>;

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Parses tsvector text (`'rice':2A,8 'ofada':1A`) into its entries. */
export function parseVector(text: string): Document {
  const out: Document = new Map();
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    // 'lexeme' with quotes doubled (and backslashes escaped) inside.
    let lexeme = '';
    i += 1;
    for (;;) {
      const char = text[i];
      if (char === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (char === '\\') {
        lexeme += text[i + 1];
        i += 2;
      } else if (char === "'") {
        i += 1;
        break;
      } else {
        lexeme += char;
        i += 1;
      }
    }
    const packed: number[] = [];
    let mask = 0;
    if (text[i] === ':') {
      i += 1;
      while (i < text.length && text[i] !== ' ') {
        let position = 0;
        while (text[i] >= '0' && text[i] <= '9') {
          position = position * 10 + (text.charCodeAt(i) - 48);
          i += 1;
        }
        let code = 0;
        if (text[i] in WEIGHT_CODES) {
          code = WEIGHT_CODES[text[i]];
          i += 1;
        }
        packed.push((position << 2) | code);
        mask |= 1 << code;
        if (text[i] === ',') i += 1;
      }
    } else {
      mask = 1;
    }
    const positions = Uint16Array.from(packed);
    out.set(lexeme, { mask, score: entryScore(positions), positions });
  }
  return out;
}

export const matchesLexeme = (word: WordNode, lexeme: string) =>
  word.prefix ? lexeme.startsWith(word.lexeme) : lexeme === word.lexeme;

/** FNV-1a: whether a product's document or name changed, without keeping its text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Sorted, distinct doc numbers of several sorted lists. */
export function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0];
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i += 1)
    if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i];
  return all.subarray(0, kept);
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] < b[j]) i += 1;
    else if (a[i] > b[j]) j += 1;
    else {
      out[n++] = a[i];
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

/** The index of `doc` in a sorted list, or -1. */
export function find(docs: Int32Array, doc: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (docs[middle] < doc) low = middle + 1;
    else if (docs[middle] > doc) high = middle - 1;
    else return middle;
  }
  return -1;
}
