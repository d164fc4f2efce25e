import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { resources } from "./resources";

type Tree = { [key: string]: string | Tree };

/** key path → text, for every leaf of a catalogue. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(path, v);
    else for (const [p, t] of leaves(v, path)) out.set(p, t);
  }
  return out;
}

/** i18next's {{name}} parameters (with or without a format), sorted and unique. */
const params = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

describe("translation catalogues", () => {
  const en = leaves(resources.en as unknown as Tree);

  it("has English texts", () => {
    expect(en.size).toBeGreaterThan(20);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every key of the other language exists, no empty text, the same parameters`, () => {
      const mine = leaves(resources[lang] as unknown as Tree);
      const problems: string[] = [];
      for (const key of en.keys()) if (!mine.has(key)) problems.push(`missing ${key}`);
      for (const key of mine.keys()) if (!en.has(key)) problems.push(`extra ${key}`);
      for (const [key, text] of mine) {
        if (!text.trim()) problems.push(`empty ${key}`);
        const expected = params(en.get(key) ?? "");
        if (en.has(key) && params(text).join() !== expected.join()) {
          problems.push(`${key}: parameters ${params(text).join() || "none"} instead of ${expected.join() || "none"}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
