/**
 * The marketplace's synonyms: names shoppers use at the market for the staple produce and goods of
 * the catalog's categories, in English (both sides of a pair), Yoruba, Hausa, Igbo and Pidgin.
 * Data, not code: a group lists names that mean the same thing, and a search for any one of them
 * also finds products named by the others (marketplace/search/expand.ts). Names are written folded
 * (lower case, no tone marks), as queries arrive after marketplace/search/normalize.ts.
 *
 * Sources and confidence are in docs/decisions/038-search-names-and-synonyms.md. A name may sit in
 * two groups when the languages disagree ("ede" is cocoyam in Igbo, crayfish in Yoruba); a search
 * for it then finds both. Zero-result searches (GET /api/operations/search/misses) tell staff what
 * to add here.
 */
export interface SynonymGroup {
  /** English names; the first is the one catalog titles use. */
  en: string[];
  yo?: string[];
  ha?: string[];
  ig?: string[];
  /** Nigerian Pidgin, where it has a name of its own. */
  pcm?: string[];
  /** Names from other Nigerian languages in common market use (Efik and Ibibio). */
  other?: string[];
  /** high: in common use and in more than one source; medium: one source or regional use. */
  confidence: 'high' | 'medium';
}

// One group a line: a table reads better than Prettier's layout.
// prettier-ignore
export const SYNONYM_GROUPS: SynonymGroup[] = [
  // Grains
  { en: ['maize', 'corn'], yo: ['agbado'], ha: ['masara'], ig: ['oka'], confidence: 'high' },
  { en: ['rice'], yo: ['iresi'], ha: ['shinkafa'], ig: ['osikapa'], confidence: 'high' },
  { en: ['beans', 'cowpea', 'black eyed peas', 'black eyed beans'], yo: ['ewa'], ha: ['wake'], ig: ['agwa'], confidence: 'high' },
  { en: ['honey beans', 'oloyin'], yo: ['ewa oloyin'], confidence: 'high' },
  { en: ['sorghum', 'guinea corn'], yo: ['oka baba'], ha: ['dawa'], confidence: 'high' },
  { en: ['millet'], yo: ['jero'], ha: ['gero'], confidence: 'high' },
  { en: ['wheat'], ha: ['alkama'], confidence: 'high' },
  { en: ['soya beans', 'soybeans', 'soya', 'soy'], ha: ['waken soya'], confidence: 'high' },
  // Tubers
  { en: ['yam'], yo: ['isu'], ha: ['doya'], ig: ['ji'], confidence: 'high' },
  { en: ['cassava', 'manioc'], yo: ['ege', 'gbaguda'], ha: ['rogo'], ig: ['akpu'], confidence: 'high' },
  { en: ['garri', 'gari'], yo: ['gaari'], confidence: 'high' },
  { en: ['sweet potatoes'], yo: ['anamo', 'odunkun'], ha: ['dankalin hausa'], confidence: 'medium' },
  { en: ['irish potatoes', 'potatoes'], yo: ['odunkun oyinbo'], ha: ['dankalin turawa'], confidence: 'medium' },
  { en: ['cocoyam', 'taro'], ha: ['gwaza'], ig: ['ede'], confidence: 'high' },
  // Vegetables
  { en: ['tomatoes'], yo: ['tomati'], ha: ['tumatur', 'tumatir'], confidence: 'high' },
  { en: ['pepper', 'chilli', 'chili', 'chilli pepper', 'hot pepper'], yo: ['ata'], ha: ['barkono'], ig: ['ose'], confidence: 'high' },
  { en: ['scotch bonnet', 'habanero'], yo: ['ata rodo'], confidence: 'high' },
  { en: ['bell pepper', 'red bell pepper', 'capsicum'], yo: ['tatashe'], ha: ['tattasai'], confidence: 'high' },
  { en: ['onions'], yo: ['alubosa'], ha: ['albasa'], ig: ['yabasi'], confidence: 'high' },
  { en: ['okra', 'okro', 'lady finger', 'ladies fingers'], yo: ['ila'], ha: ['kubewa'], ig: ['okwuru'], confidence: 'high' },
  { en: ['ugu', 'fluted pumpkin', 'pumpkin leaves'], ig: ['ugu'], confidence: 'high' },
  { en: ['waterleaf'], yo: ['gbure'], ig: ['mgbolodi'], confidence: 'medium' },
  { en: ['bitter leaf'], yo: ['ewuro'], ha: ['shiwaka'], ig: ['onugbu'], confidence: 'high' },
  { en: ['garden egg', 'eggplant', 'aubergine'], yo: ['igba', 'ikan'], ha: ['gauta'], ig: ['anara'], confidence: 'high' },
  { en: ['cabbage'], ha: ['kabeji'], confidence: 'medium' },
  { en: ['carrots'], ha: ['karas'], confidence: 'medium' },
  { en: ['vegetables', 'greens'], yo: ['efo'], ha: ['ganye'], ig: ['akwukwo nri'], confidence: 'medium' },
  // Fruits
  { en: ['plantain'], yo: ['ogede agbagba', 'agbagba'], ig: ['ogede'], confidence: 'high' },
  { en: ['bananas'], yo: ['ogede wewe'], ha: ['ayaba'], ig: ['unere'], confidence: 'medium' },
  { en: ['oranges'], yo: ['osan'], ha: ['lemu'], ig: ['oroma'], confidence: 'high' },
  { en: ['pineapples'], yo: ['ope oyinbo'], ha: ['abarba'], confidence: 'high' },
  { en: ['watermelon'], ha: ['kankana'], confidence: 'high' },
  { en: ['mango'], yo: ['mangoro'], ha: ['mangwaro'], confidence: 'high' },
  { en: ['pawpaw', 'papaya'], yo: ['ibepe'], ha: ['gwanda'], confidence: 'high' },
  { en: ['avocado', 'avocado pear'], pcm: ['pear'], confidence: 'high' },
  { en: ['coconuts'], yo: ['agbon'], ha: ['kwakwa'], ig: ['aki oyibo'], confidence: 'high' },
  { en: ['agbalumo', 'african star apple', 'star apple'], yo: ['agbalumo'], ig: ['udara'], confidence: 'high' },
  // Oils
  { en: ['palm oil', 'red oil'], yo: ['epo pupa'], ha: ['manja'], ig: ['mmanu nri'], confidence: 'high' },
  { en: ['groundnut oil', 'peanut oil'], yo: ['ororo'], ha: ['man gyada'], confidence: 'medium' },
  { en: ['shea butter'], yo: ['ori'], ha: ['kadanya', 'man kadanya'], confidence: 'high' },
  { en: ['palm kernel oil'], yo: ['adin'], confidence: 'high' },
  // Spices and soup ingredients
  { en: ['ginger'], yo: ['ata ile'], ha: ['citta', 'chitta'], ig: ['jinja'], confidence: 'high' },
  { en: ['garlic'], yo: ['ayu'], ha: ['tafarnuwa'], confidence: 'high' },
  { en: ['locust beans', 'locust bean'], yo: ['iru'], ha: ['dawadawa'], confidence: 'high' },
  { en: ['uziza', 'false cubeb'], confidence: 'medium' },
  { en: ['ehuru', 'calabash nutmeg', 'african nutmeg'], yo: ['ariwo'], confidence: 'medium' },
  { en: ['suya spice', 'suya pepper'], ha: ['yaji'], confidence: 'high' },
  { en: ['cloves'], yo: ['kanafuru'], ha: ['kanumfari'], confidence: 'medium' },
  { en: ['groundnuts', 'peanuts'], yo: ['epa'], ha: ['gyada'], ig: ['ahuekere'], confidence: 'high' },
  { en: ['crayfish'], yo: ['ede'], ig: ['oporo'], confidence: 'high' },
  // Processed foods
  { en: ['honey'], yo: ['oyin'], ha: ['zuma'], ig: ['mmanu anu'], confidence: 'high' },
  { en: ['ogbono', 'bush mango seeds'], yo: ['apon'], confidence: 'high' },
  { en: ['egusi', 'melon seeds'], ha: ['agushi'], ig: ['egwusi'], confidence: 'high' },
  { en: ['yam flour', 'amala flour'], yo: ['elubo'], confidence: 'high' },
  { en: ['cassava flour', 'fufu flour'], yo: ['lafun'], confidence: 'high' },
  { en: ['pap', 'corn pap'], yo: ['ogi', 'eko'], ha: ['koko'], ig: ['akamu'], confidence: 'high' },
  { en: ['tiger nuts'], yo: ['ofio'], ha: ['aya'], ig: ['aki hausa'], confidence: 'high' },
  { en: ['groundnut paste', 'peanut butter'], confidence: 'high' },
  { en: ['abacha', 'african salad', 'dried cassava'], ig: ['abacha'], confidence: 'high' },
  { en: ['kulikuli', 'groundnut cake'], ha: ['kuli kuli'], confidence: 'high' },
  // Poultry
  { en: ['chicken', 'fowl'], yo: ['adiye'], ha: ['kaza'], ig: ['okuko'], confidence: 'high' },
  { en: ['eggs'], yo: ['eyin'], ha: ['kwai'], ig: ['akwa'], confidence: 'high' },
  { en: ['turkey'], yo: ['tolotolo'], ha: ['talo talo'], confidence: 'high' },
  { en: ['guinea fowl'], yo: ['awo'], ha: ['zabo'], confidence: 'high' },
  // Livestock and meat
  { en: ['goat'], yo: ['ewure'], ha: ['akuya'], ig: ['ewu'], confidence: 'high' },
  { en: ['ram'], yo: ['agbo'], ha: ['rago'], ig: ['ebule'], confidence: 'high' },
  { en: ['cow', 'cattle'], yo: ['malu'], ha: ['saniya'], ig: ['ehi'], confidence: 'high' },
  { en: ['sheep'], yo: ['aguntan'], ha: ['tunkiya'], ig: ['aturu'], confidence: 'high' },
  { en: ['pig', 'pork'], yo: ['elede'], ha: ['alade'], ig: ['ezi'], confidence: 'high' },
  { en: ['rabbit'], yo: ['ehoro'], ha: ['zomo'], confidence: 'high' },
  { en: ['snails'], yo: ['igbin'], ig: ['ejula'], confidence: 'high' },
  { en: ['beef', 'cow meat'], yo: ['eran malu'], ha: ['naman saniya'], ig: ['anu ehi'], confidence: 'medium' },
  { en: ['meat'], yo: ['eran'], ha: ['nama'], ig: ['anu'], confidence: 'high' },
  // Fish
  { en: ['fish'], yo: ['eja'], ha: ['kifi'], ig: ['azu'], confidence: 'high' },
  { en: ['catfish'], yo: ['eja aro'], ha: ['tarwada'], confidence: 'medium' },
  { en: ['stockfish'], yo: ['panla'], ig: ['okporoko'], confidence: 'high' },
  { en: ['tilapia'], ha: ['karfasa'], confidence: 'medium' },
  { en: ['mackerel'], pcm: ['titus'], confidence: 'high' },
  { en: ['bonga fish', 'bonga'], yo: ['shawa'], confidence: 'high' },
  { en: ['periwinkle'], other: ['isam'], confidence: 'high' },
  // Farm inputs and tools
  { en: ['fertiliser', 'fertilizer'], yo: ['ajile'], ha: ['taki'], confidence: 'medium' },
  { en: ['herbicide', 'weed killer', 'weedkiller'], confidence: 'high' },
  { en: ['insecticide', 'pesticide'], confidence: 'medium' },
  { en: ['cutlass', 'machete'], yo: ['ada'], ha: ['adda'], ig: ['mma'], confidence: 'high' },
  { en: ['hoe'], ha: ['fartanya'], ig: ['ogu'], confidence: 'medium' },
];
