import { documentMeets, documentRank, parseVector, union } from '@/marketplace/search/documents';
import { textQuery, type Stems } from '@/marketplace/search/text-query';

// The in-memory index's pieces (decision 064). tests/api/search-index.test.ts holds whole answers
// to PostgreSQL's; these pin the parts a whole answer could hide.

const PAWPAW =
  "'fruit':11 'gwanda':5B,10 'ibep':4B,9 'larg':2A,7 'lekki':12 'market':14 'organ':13 " +
  "'papaya':3B,8 'pawpaw':1A,6";

describe('parseVector', () => {
  it('reads lexemes, positions and weights as tsvector text writes them', () => {
    const document = parseVector(`${PAWPAW} 'o''neill':15C 'bare'`);
    expect([...document.keys()]).toContain("o'neill");
    const gwanda = document.get('gwanda')!;
    // Position 5 weight B (code 2), position 10 weight D (code 0).
    expect(Array.from(gwanda.positions)).toEqual([(5 << 2) | 2, 10 << 2]);
    expect(gwanda.mask).toBe(0b0101);
    expect(document.get("o'neill")!.mask).toBe(0b0010);
    // A lexeme without positions (a stripped vector) still matches, as weight D.
    expect(document.get('bare')!.positions.length).toBe(0);
  });
});

describe('union', () => {
  const lists = [Int32Array.from([1, 4, 9]), Int32Array.from([2, 4, 7]), Int32Array.from([9])];
  it('gives the same sorted, distinct docs by sorting and by bitmap', () => {
    const sorted = Array.from(union(lists, 10_000));
    const marks = new Uint8Array(10);
    const bitmapped = Array.from(union(lists, 10, marks));
    expect(sorted).toEqual([1, 2, 4, 7, 9]);
    expect(bitmapped).toEqual(sorted);
    // The reused bitmap is left clear for the next union.
    expect(Array.from(marks).every((mark) => mark === 0)).toBe(true);
  });
});

describe('matching and ts_rank on one document', () => {
  const stems: Stems = new Map([
    ['pa', ['pa']],
    ['pawpaw', ['pawpaw']],
    ['large', ['larg']],
    ['the', []],
    ['papaya', ['papaya']],
  ]);
  const query = (words: string, weight: '' | 'A' | 'AB' = '', prefix = true) =>
    textQuery([{ words: words.split(' '), alternatives: [], prefix: true }], weight, prefix, stems);
  const document = parseVector(PAWPAW);

  it('matches beginnings, weights and drops stop words as to_tsquery does', () => {
    expect(documentMeets(query('pa'), document)).toBe(true);
    expect(documentMeets(query('pa', '', false), document)).toBe(false);
    expect(documentMeets(query('papaya', 'A'), document)).toBe(false);
    expect(documentMeets(query('papaya', 'AB'), document)).toBe(true);
    expect(query('the')).toBeNull();
    expect(documentMeets(query('the'), document)).toBe(false);
  });

  it("ranks as PostgreSQL's ts_rank does, in float4", () => {
    // What PostgreSQL 15 answered for this vector, read as float8: ts_rank(vector,
    // to_tsquery('english', 'pa:*')) (calc_rank_or) and ... 'pawpaw & large') (calc_rank_and).
    expect(documentRank(query('pa'), document)).toBe(0.881494402885437);
    expect(documentRank(query('pawpaw large', '', false), document)).toBe(0.9958770871162415);
  });
});
