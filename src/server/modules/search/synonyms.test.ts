import { describe, expect, it } from "vitest";
import { searchTerms } from "./synonyms";

const named = (q: string) => searchTerms(q).map((t) => ({ words: t.words.join(" "), c: t.categories, s: t.states }));

describe("search words in either language", () => {
  it("a category's English and Malay words name the same category", () => {
    for (const [words, category] of [
      [["kamera", "camera", "Cameras"], "cameras"],
      [["kanta", "lens", "lenses"], "lenses"],
      [["lampu", "lighting", "lights"], "lighting"],
      [["audio"], "audio"],
      [["dron", "drone", "drones"], "drones"],
      [["aksesori", "accessories"], "accessories"],
    ] as const) {
      for (const w of words) expect(named(w), w).toEqual([{ words: w.toLowerCase(), c: [category], s: [] }]);
    }
  });

  it("a state's names in either language, with or without its title, name the same state", () => {
    const stateOf = (q: string) => searchTerms(q).flatMap((t) => t.states);
    for (const q of ["Pulau Pinang", "penang", "P. Pinang"]) expect(stateOf(q), q).toEqual(["Pulau Pinang"]);
    for (const q of ["Melaka", "Malacca"]) expect(stateOf(q), q).toEqual(["Melaka"]);
    for (const q of ["KL", "Kuala Lumpur", "W.P. Kuala Lumpur", "Wilayah Persekutuan Kuala Lumpur"])
      expect(stateOf(q), q).toEqual(["W.P. Kuala Lumpur"]);
    expect(stateOf("Wilayah Persekutuan")).toEqual(["W.P. Kuala Lumpur", "W.P. Labuan", "W.P. Putrajaya"]);
  });

  it("other words are matched in the text only, each on its own; a phrase is one term", () => {
    expect(named("Sony kamera Pulau Pinang")).toEqual([
      { words: "sony", c: [], s: [] },
      { words: "kamera", c: ["cameras"], s: [] },
      { words: "pulau pinang", c: [], s: ["Pulau Pinang"] },
    ]);
    // "pulau" alone is an island anywhere, not a state.
    expect(named("pulau")).toEqual([{ words: "pulau", c: [], s: [] }]);
  });

  it("a state named twice is one term; punctuation is never part of a word; at most 8 words", () => {
    expect(named("Penang (Pulau Pinang)")).toEqual([{ words: "penang", c: [], s: ["Pulau Pinang"] }]);
    expect(named("fx3 & !:*")).toEqual([{ words: "fx3", c: [], s: [] }]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(searchTerms("  ")).toEqual([]);
  });
});
