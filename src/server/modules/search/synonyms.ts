import { type GearCategory } from "../../../shared/gear";
import { type MalaysianState } from "../../../shared/malaysia";

/**
 * Search words in English or Malay for the same category or state (issue 10):
 * "kamera" and "cameras" find the cameras, "Penang" and "Pulau Pinang" the same
 * state. Words as the search reads them: lower case, letters and digits only
 * ("W.P." is "w p").
 */
const CATEGORY_WORDS: Record<GearCategory, string[]> = {
  cameras: ["camera", "cameras", "kamera"],
  lenses: ["lens", "lenses", "kanta"],
  lighting: ["light", "lights", "lighting", "lampu", "pencahayaan"],
  audio: ["audio"],
  drones: ["drone", "drones", "dron"],
  grip: ["grip"],
  accessories: ["accessory", "accessories", "aksesori"],
};

/** The federal territories are written with or without their title, in either language. */
const TERRITORY_TITLES = ["w p", "wp", "wilayah persekutuan", "federal territory", "federal territory of"];
const territory = (name: string, short: string[] = []) => [
  name,
  ...short,
  ...TERRITORY_TITLES.map((title) => `${title} ${name}`),
];

const STATE_WORDS: Record<MalaysianState, string[]> = {
  Johor: ["johor", "johore"],
  Kedah: ["kedah"],
  Kelantan: ["kelantan"],
  Melaka: ["melaka", "malacca"],
  "Negeri Sembilan": ["negeri sembilan", "n sembilan"],
  Pahang: ["pahang"],
  Perak: ["perak"],
  Perlis: ["perlis"],
  "Pulau Pinang": ["pulau pinang", "p pinang", "pinang", "penang"],
  Sabah: ["sabah"],
  Sarawak: ["sarawak"],
  Selangor: ["selangor"],
  Terengganu: ["terengganu", "trengganu"],
  "W.P. Kuala Lumpur": territory("kuala lumpur", ["kl"]),
  "W.P. Labuan": territory("labuan"),
  "W.P. Putrajaya": territory("putrajaya"),
};

/** A phrase (its words joined by one space) → the categories and states it names. */
interface Named {
  categories: GearCategory[];
  states: MalaysianState[];
}
const PHRASES = new Map<string, Named>();
const entry = (phrase: string) => {
  let named = PHRASES.get(phrase);
  if (!named) PHRASES.set(phrase, (named = { categories: [], states: [] }));
  return named;
};
for (const [category, words] of Object.entries(CATEGORY_WORDS) as [GearCategory, string[]][])
  for (const w of words) entry(w).categories.push(category);
for (const [state, words] of Object.entries(STATE_WORDS) as [MalaysianState, string[]][]) {
  for (const w of words) entry(w).states.push(state);
}
// The title alone names every federal territory.
for (const title of TERRITORY_TITLES) entry(title).states.push("W.P. Kuala Lumpur", "W.P. Labuan", "W.P. Putrajaya");
const LONGEST = Math.max(...[...PHRASES.keys()].map((p) => p.split(" ").length));

/** Whether two lists have the same members (the synonym lists are tiny). */
const sameMembers = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * One part of a search that a listing must match: all of `words` in its text (as
 * prefixes), or, for a phrase naming a category or state, being in one of them.
 */
export interface SearchTerm {
  words: string[];
  categories: GearCategory[];
  states: MalaysianState[];
}

/** At most this many words are read from a search (enough for any real one; bounds the query). */
export const MAX_SEARCH_WORDS = 8;

/**
 * A search text as terms, every one of which a listing must match. Runs of words
 * that name a category or state, longest first ("wilayah persekutuan kuala
 * lumpur" before "kuala lumpur"), become one term with their alternatives; every
 * other word is a term of its own, matched in the listing's text only.
 */
export function searchTerms(q: string): SearchTerm[] {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let named: Named | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !named; n--) {
      named = PHRASES.get(words.slice(i, i + n).join(" "));
      if (named) taken = n;
    }
    const term = { words: words.slice(i, i + taken), categories: named?.categories ?? [], states: named?.states ?? [] };
    // "penang pulau pinang" names one state twice: the second adds nothing.
    const repeat =
      named && terms.some((t) => sameMembers(t.categories, term.categories) && sameMembers(t.states, term.states));
    if (!repeat) terms.push(term);
    i += taken;
  }
  return terms;
}
