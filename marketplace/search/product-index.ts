import {
  documentMeets,
  documentRank,
  phraseAt,
  find,
  hash,
  intersect,
  parseVector,
  union,
  PostingBuilder,
  type Document,
  type Posting,
} from './documents';
import {
  addScore,
  ANY_WEIGHT,
  operandsOf,
  rankAnd,
  ranksByPairs,
  type QueryNode,
  type WordNode,
} from './text-query';

/**
 * Every product's full-text document and list fields in memory, one index per API process and
 * database (decision 064): the search page and the suggestions match, rank, filter and sort here,
 * and read from the database only the page of products they show. At 200,000 products PostgreSQL
 * spent 55-250 ms counting and ordering the matches of a common beginning (bench/NOTES.md).
 *
 * The documents are the products' own search_vector, read as text, so that matching agrees with
 * the database's: the same lexemes, positions and weights. It is kept current from search_seq
 * (migration 0023): on each new catalog version only the rows changed since are read.
 */

export interface ProductName {
  title: string;
  otherNames: string[];
  /** Doc numbers ascending. */
  docs: number[];
}

interface ProductRowText {
  id: number;
  vendor_id: number;
  visible: boolean;
  warehouse_state: string;
  category_id: number;
  price: number | string;
  rating: number | string;
  created: string;
  title: string;
  other_names: string[];
  vector: string;
}

/** Products changed past this share of the catalog are cheaper built again than overlaid. */
const REBUILD_SHARE = 0.1;
const REBUILD_AT_LEAST = 2000;

export type { ProductRowText };

/** A row of the suggestions table (search_names) as read. */
export interface NameRowText {
  title: string;
  other_names: string[];
  products: number | string;
  vector: string;
  [column: string]: unknown;
}

/** A name of the suggestions table with its document (title weight A, other names B). */
export interface NameDocument {
  title: string;
  otherNames: string[];
  /** How many products carry it, shown or not: the suggestions' tie-break. */
  products: number;
  document: Document;
}

export class ProductIndex {
  // A product's fields by doc number. Doc numbers follow ids at a build; new products are appended.
  readonly ids: number[] = [];
  readonly vendorIds: number[] = [];
  readonly visible: boolean[] = [];
  readonly states: string[] = [];
  readonly categoryIds: number[] = [];
  readonly prices: number[] = [];
  readonly ratings: number[] = [];
  /** Microseconds since 1970, as PostgreSQL keeps them (milliseconds would tie). */
  readonly created: number[] = [];
  readonly nameOf: number[] = [];
  readonly names: ProductName[] = [];
  private readonly nameIndex = new Map<string, number>();
  private readonly textHash: number[] = [];
  private readonly docOf = new Map<number, number>();
  private lexicon: string[] = [];
  private postings = new Map<string, Posting>();
  /** Products whose document changed since the build: matched from here, not the postings. */
  private readonly changed = new Map<number, Document>();
  private liveVendors = new Set<number>();
  /** Scratch space of ranks and unions (one at a time: neither awaits), left all zero. */
  private slots = new Int32Array(0);
  private bitmap = new Uint8Array(0);

  /** The catalog version and delete epoch the index has read up to. */
  seenVersion = -1;
  seenEpoch = -1;
  /** Whether doc numbers run in id order (ids only grow; a product written with a lower id breaks it). */
  inIdOrder = true;
  /** The suggestions table's names, read again whenever products changed. */
  nameDocuments: NameDocument[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** Whether shoppers may see the product: a Live store's, not hidden by its vendor. */
  shown(doc: number): boolean {
    return this.visible[doc] && this.liveVendors.has(this.vendorIds[doc]);
  }

  private marks(): Uint8Array {
    if (this.bitmap.length < this.size) this.bitmap = new Uint8Array(this.size);
    return this.bitmap;
  }

  setNames(rows: NameRowText[]): void {
    this.nameDocuments = rows.map((row) => ({
      title: row.title,
      otherNames: [...(row.other_names ?? [])],
      products: Number(row.products),
      document: parseVector(row.vector),
    }));
  }

  /** Whether so many products changed since the build that building again is cheaper. */
  get worn(): boolean {
    return this.changed.size > Math.max(REBUILD_AT_LEAST, this.size * REBUILD_SHARE);
  }

  /** Applies what changed since `seenVersion`; a new index is built instead (see refreshIndex). */
  applyChanges(rows: ProductRowText[], liveVendors: Set<number>, version: number, epoch: number) {
    for (const row of rows) this.apply(row, true);
    this.seen(liveVendors, version, epoch);
  }

  seen(liveVendors: Set<number>, version: number, epoch: number): void {
    this.liveVendors = liveVendors;
    this.seenVersion = version;
    this.seenEpoch = epoch;
  }

  /** Lexemes' postings while the index is built (addRows, then finishBuild). */
  private builders: Map<string, PostingBuilder> | undefined = new Map();

  /** Adds a batch of products to an index being built, in id order. */
  addRows(rows: ProductRowText[]): void {
    const builders = this.builders!;
    for (const row of rows) {
      const doc = this.apply(row, false);
      for (const [lexeme, entry] of parseVector(row.vector)) {
        let builder = builders.get(lexeme);
        if (!builder) {
          builder = new PostingBuilder();
          builders.set(lexeme, builder);
        }
        builder.add(doc, entry);
      }
    }
  }

  finishBuild(): void {
    this.postings = new Map(
      [...this.builders!].map(([lexeme, builder]) => [lexeme, builder.finish()]),
    );
    this.builders = undefined;
    this.lexicon = [...this.postings.keys()].sort();
  }

  /** Sets a product's fields; a changed document goes to the overlay when `overlay`. */
  private apply(row: ProductRowText, overlay: boolean): number {
    const id = Number(row.id);
    let doc = this.docOf.get(id);
    const isNew = doc === undefined;
    if (doc === undefined) {
      doc = this.ids.length;
      if (doc > 0 && id < this.ids[doc - 1]) this.inIdOrder = false;
      this.ids.push(id);
      this.docOf.set(id, doc);
    }
    this.vendorIds[doc] = Number(row.vendor_id);
    this.visible[doc] = Boolean(row.visible);
    this.states[doc] = row.warehouse_state;
    this.categoryIds[doc] = Number(row.category_id);
    this.prices[doc] = Number(row.price);
    this.ratings[doc] = Number(row.rating);
    this.created[doc] = Number(row.created);
    const otherNames = [...(row.other_names ?? [])];
    const textHash = hash(`${row.vector}\u0000${row.title}\u0000${otherNames.join('\u0001')}`);
    if (!isNew && textHash === this.textHash[doc]) return doc;
    this.textHash[doc] = textHash;
    if (!isNew) {
      const old = this.names[this.nameOf[doc]].docs;
      old.splice(old.indexOf(doc), 1);
    }
    const key = `${row.title}\u0000${otherNames.join('\u0001')}`;
    let name = this.nameIndex.get(key);
    if (name === undefined) {
      name = this.names.length;
      this.names.push({ title: row.title, otherNames, docs: [] });
      this.nameIndex.set(key, name);
    }
    const docs = this.names[name].docs;
    let at = docs.length;
    while (at > 0 && docs[at - 1] > doc) at -= 1;
    docs.splice(at, 0, doc);
    this.nameOf[doc] = name;
    if (overlay) this.changed.set(doc, parseVector(row.vector));
    return doc;
  }

  /** The name of a title with its other names, or undefined when no product has it. */
  nameNumber(title: string, otherNames: string[]): number | undefined {
    return this.nameIndex.get(`${title}\u0000${otherNames.join('\u0001')}`);
  }

  /** The lexemes an operand stands for: itself, or every one it begins. */
  private lexemesOf(word: WordNode): string[] {
    if (!word.prefix) return this.postings.has(word.lexeme) ? [word.lexeme] : [];
    const out: string[] = [];
    let low = 0;
    let high = this.lexicon.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.lexicon[middle] < word.lexeme) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.lexicon.length && this.lexicon[i].startsWith(word.lexeme); i += 1)
      out.push(this.lexicon[i]);
    return out;
  }

  /** A product's positions of one lexeme, or undefined. */
  private positionsIn(lexeme: string, doc: number): Uint16Array | undefined {
    const document = this.changed.get(doc);
    if (document) return document.get(lexeme)?.positions;
    const posting = this.postings.get(lexeme);
    const at = posting ? find(posting.docs, doc) : -1;
    return at < 0
      ? undefined
      : posting!.positions.subarray(posting!.starts[at], posting!.starts[at + 1]);
  }

  private wordDocs(word: WordNode): Int32Array {
    const lists: Int32Array[] = [];
    const overlaid = this.changed.size > 0;
    for (const lexeme of this.lexemesOf(word)) {
      const { docs, masks } = this.postings.get(lexeme)!;
      if (word.weights === ANY_WEIGHT && !overlaid) {
        lists.push(docs);
        continue;
      }
      const kept = new Int32Array(docs.length);
      let n = 0;
      for (let i = 0; i < docs.length; i += 1)
        if (masks[i] & word.weights && !(overlaid && this.changed.has(docs[i])))
          kept[n++] = docs[i];
      lists.push(kept.subarray(0, n));
    }
    return lists.length ? union(lists, this.size, this.marks()) : new Int32Array(0);
  }

  /** Whether `doc` has the phrase's words one after another, each in its weights. */
  private hasPhrase(words: WordNode[], doc: number): boolean {
    return phraseAt(words, (lexeme) => this.positionsIn(lexeme, doc));
  }

  private nodeDocs(node: QueryNode): Int32Array {
    if (node.kind === 'word') return this.wordDocs(node);
    if (node.kind === 'phrase') {
      const both = node.words.map((word) => this.wordDocs(word)).reduce(intersect);
      return both.filter((doc) => this.hasPhrase(node.words, doc));
    }
    const lists = node.children.map((child) => this.nodeDocs(child));
    if (node.kind === 'or') return union(lists, this.size, this.marks());
    return lists.sort((a, b) => a.length - b.length).reduce(intersect);
  }

  /** The doc numbers (ascending) of every product, shown or not, whose document meets the query. */
  matching(node: QueryNode | null): Int32Array {
    if (!node) return new Int32Array(0);
    const found = this.nodeDocs(node);
    if (!this.changed.size) return found;
    const more = [...this.changed]
      .filter(([, document]) => documentMeets(node, document))
      .map(([doc]) => doc);
    return union([found, Int32Array.from(more).sort()], this.size, this.marks());
  }

  /**
   * ts_rank(search_vector, query) of each of `docs`, as PostgreSQL works it out (text-query.ts):
   * by pairs of operands for an AND at the top, else from each operand's entries.
   */
  ranks(node: QueryNode | null, docs: ArrayLike<number>): Float64Array {
    const out = new Float64Array(docs.length);
    const operands = operandsOf(node).sort((a, b) => (a.lexeme < b.lexeme ? -1 : 1));
    if (!operands.length) return out;
    const lexemes = operands.map((operand) => this.lexemesOf(operand));
    if (ranksByPairs(node)) {
      for (let i = 0; i < docs.length; i += 1) {
        const document = this.changed.get(docs[i]);
        if (document) {
          out[i] = documentRank(node, document);
          continue;
        }
        const rank = rankAnd(
          lexemes.map((list) => list.flatMap((lexeme) => this.positionsIn(lexeme, docs[i]) ?? [])),
        );
        out[i] = rank < 0 ? Math.fround(1e-20) : rank;
      }
      return out;
    }
    // Where each of `docs` sits in `out`, plus one (0: not asked); cleared again below.
    if (this.slots.length < this.size) this.slots = new Int32Array(this.size);
    const slots = this.slots;
    for (let i = 0; i < docs.length; i += 1) slots[docs[i]] = i + 1;
    const overlaid = this.changed.size > 0;
    for (const list of lexemes)
      for (const lexeme of list) {
        const { docs: having, scores } = this.postings.get(lexeme)!;
        for (let j = 0; j < having.length; j += 1) {
          const at = slots[having[j]] - 1;
          if (at >= 0 && !(overlaid && this.changed.has(having[j])))
            out[at] = addScore(out[at], scores[j]);
        }
      }
    for (let i = 0; i < docs.length; i += 1) {
      slots[docs[i]] = 0;
      const document = overlaid && this.changed.get(docs[i]);
      out[i] = document ? documentRank(node, document) : Math.fround(out[i] / operands.length);
    }
    return out;
  }
}
