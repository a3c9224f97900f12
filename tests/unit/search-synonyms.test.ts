import { editDistance, expandTerms, namesOf, similarity } from '@/marketplace/search/expand';
import { normalizeSearchText } from '@/marketplace/search/normalize';
import { SYNONYM_GROUPS } from '@/marketplace/search/synonyms';

describe('the synonyms table', () => {
  const names = SYNONYM_GROUPS.flatMap(namesOf);

  it('holds at least 80 names, with local names in Yoruba, Hausa and Igbo', () => {
    expect(names.length).toBeGreaterThanOrEqual(80);
    for (const language of ['yo', 'ha', 'ig'] as const)
      expect(SYNONYM_GROUPS.filter((group) => group[language]?.length).length).toBeGreaterThan(25);
  });

  it('writes every name folded, as queries arrive', () => {
    for (const name of names) expect(normalizeSearchText(name)).toBe(name);
  });

  it('gives every group at least two names', () => {
    for (const group of SYNONYM_GROUPS) expect(namesOf(group).length).toBeGreaterThanOrEqual(2);
  });
});

describe('expandTerms', () => {
  const alternatives = (terms: string) =>
    expandTerms(terms).map((part) => part.alternatives.map((name) => name.join(' ')));

  it('widens a known name to its group', () => {
    expect(alternatives('corn')[0]).toEqual(expect.arrayContaining(['maize', 'agbado', 'masara']));
    expect(alternatives('ewa')[0]).toContain('beans');
  });

  it('takes the longest name first', () => {
    const [part] = expandTerms('ata rodo');
    expect(part.words).toEqual(['ata', 'rodo']);
    expect(part.alternatives.map((name) => name.join(' '))).toContain('scotch bonnet');
  });

  it('reads misspellings and beginnings of names', () => {
    expect(alternatives('shinkafaa')[0]).toContain('rice');
    expect(alternatives('plantian')[0]).toContain('plantain');
    expect(alternatives('shinka')[0]).toContain('rice');
    // Only the last word is still being typed.
    expect(alternatives('agb rice')[0]).toEqual([]);
    expect(alternatives('rice agb')[1]).toContain('maize');
  });

  it('leaves other words alone', () => {
    expect(expandTerms('premium 50kg')).toEqual([
      { words: ['premium'], alternatives: [], prefix: false },
      { words: ['50kg'], alternatives: [], prefix: true },
    ]);
  });

  it('measures words as pg_trgm and an edit count do', () => {
    expect(similarity('gari', 'garri')).toBeCloseTo(0.571, 2);
    expect(editDistance('plantian', 'plantain')).toBe(1);
    expect(editDistance('rice', 'price')).toBe(1);
    expect(editDistance('rice', 'beans')).toBe(2);
  });
});
