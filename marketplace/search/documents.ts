import {
  addScore,
  entryScore,
  operandsOf,
  rankAnd,
  ranksByPairs,
  type QueryNode,
  type WordNode,
} from './text-query';

/**
 * The pieces the in-memory search index (product-index.ts) is made of: a product's document read
 * from tsvector text, a lexeme's posting and its builder, and sorted lists of doc numbers.
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

/** One lexeme's products: doc numbers ascending, with their weights and positions. */
export interface Posting {
  docs: Int32Array;
  /** Bits of the weight codes the lexeme carries in the product. */
  masks: Uint8Array;
  /** calc_rank_or's share of the entry (text-query.ts, entryScore). */
  scores: Float32Array;
  /** Where each product's positions start in `positions`; one more at the end. */
  starts: Int32Array;
  /** Packed: position << 2 | weight code. */
  positions: Uint16Array;
}

type Growable = Int32Array | Uint8Array | Float32Array | Uint16Array;

/** `array` with room for at least `size`, doubling: a copy when it had too little. */
function roomFor<Array extends Growable>(array: Array, size: number): Array {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (length: number) => Array)(
    Math.max(size, array.length * 2),
  );
  next.set(array);
  return next;
}

/**
 * One lexeme's posting as it is built, in typed arrays that double as they fill: JavaScript
 * arrays of every posting's numbers took the build of 200,000 products to 390 MB of heap.
 */
export class PostingBuilder {
  private docs = new Int32Array(4);
  private masks = new Uint8Array(4);
  private scores = new Float32Array(4);
  private starts = new Int32Array(5);
  private positions = new Uint16Array(8);
  private count = 0;
  private used = 0;

  add(doc: number, entry: Entry): void {
    this.docs = roomFor(this.docs, this.count + 1);
    this.masks = roomFor(this.masks, this.count + 1);
    this.scores = roomFor(this.scores, this.count + 1);
    this.starts = roomFor(this.starts, this.count + 2);
    this.positions = roomFor(this.positions, this.used + entry.positions.length);
    this.docs[this.count] = doc;
    this.masks[this.count] = entry.mask;
    this.scores[this.count] = entry.score;
    this.starts[this.count] = this.used;
    this.positions.set(entry.positions, this.used);
    this.used += entry.positions.length;
    this.count += 1;
  }

  finish(): Posting {
    this.starts[this.count] = this.used;
    return {
      docs: this.docs.slice(0, this.count),
      masks: this.masks.slice(0, this.count),
      scores: this.scores.slice(0, this.count),
      starts: this.starts.slice(0, this.count + 1),
      positions: this.positions.slice(0, this.used),
    };
  }
}

/** FNV-1a: whether a product's document or name changed, without keeping its text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Sorted, distinct doc numbers of several sorted lists, of an index of `size` products: marked in
 * a bitmap and read back in order when the lists are long (a common beginning's many lexemes),
 * else joined and sorted.
 */
export function union(lists: Int32Array[], size: number, marks?: Uint8Array): Int32Array {
  if (lists.length === 1) return lists[0];
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (total * 16 >= size) {
    // `marks` (at least `size` long, all zero) is reused by the caller: left all zero again.
    const bitmap = marks ?? new Uint8Array(size);
    for (const list of lists) for (let i = 0; i < list.length; i += 1) bitmap[list[i]] = 1;
    const out = new Int32Array(total);
    let n = 0;
    for (let doc = 0; doc < size; doc += 1)
      if (bitmap[doc]) {
        out[n++] = doc;
        bitmap[doc] = 0;
      }
    return out.subarray(0, n);
  }
  const all = new Int32Array(total);
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

/** Whether a phrase's words follow one another, each in its weights, given each lexeme's positions. */
export function phraseAt(
  words: WordNode[],
  positionsOf: (lexeme: string) => Uint16Array | undefined,
): boolean {
  const lists: Uint16Array[] = [];
  for (const word of words) {
    const list = positionsOf(word.lexeme);
    if (!list) return false;
    lists.push(list);
  }
  const first = lists[0];
  starts: for (let s = 0; s < first.length; s += 1) {
    if (!((words[0].weights >> (first[s] & 3)) & 1)) continue;
    const start = first[s] >> 2;
    for (let i = 1; i < lists.length; i += 1) {
      const list = lists[i];
      let next = false;
      for (let j = 0; j < list.length && !next; j += 1)
        next = list[j] >> 2 === start + i && ((words[i].weights >> (list[j] & 3)) & 1) === 1;
      if (!next) continue starts;
    }
    return true;
  }
  return false;
}

/** Whether one document meets a query, as `vector @@ query` would say. */
export function documentMeets(node: QueryNode | null, document: Document): boolean {
  if (!node) return false;
  if (node.kind === 'phrase')
    return phraseAt(node.words, (lexeme) => document.get(lexeme)?.positions);
  if (node.kind !== 'word')
    return node.kind === 'and'
      ? node.children.every((child) => documentMeets(child, document))
      : node.children.some((child) => documentMeets(child, document));
  for (const [lexeme, entry] of document)
    if (matchesLexeme(node, lexeme) && entry.mask & node.weights) return true;
  return false;
}

/** ts_rank(vector, query) of one document (text-query.ts has PostgreSQL's two ways). */
export function documentRank(node: QueryNode | null, document: Document): number {
  const operands = operandsOf(node).sort((a, b) => (a.lexeme < b.lexeme ? -1 : 1));
  if (!operands.length) return 0;
  if (ranksByPairs(node)) {
    const rank = rankAnd(
      operands.map((operand) =>
        [...document]
          .filter(([lexeme]) => matchesLexeme(operand, lexeme))
          .map(([, entry]) => entry.positions),
      ),
    );
    return rank < 0 ? Math.fround(1e-20) : rank;
  }
  let sum = 0;
  for (const operand of operands)
    for (const [lexeme, entry] of document)
      if (matchesLexeme(operand, lexeme)) sum = addScore(sum, entry.score);
  return Math.fround(sum / operands.length);
}
