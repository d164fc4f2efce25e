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

  it("marks links in texts with tags <Trans> can fill (not HTML void elements such as <link>)", () => {
    // react-i18next parses a text as HTML: a void element (link, img, input …) cannot hold
    // words, so "<link>payment settings</link>" renders an empty link and loose words.
    const VOID = new Set([
      "area",
      "base",
      "br",
      "col",
      "embed",
      "hr",
      "img",
      "input",
      "link",
      "meta",
      "source",
      "track",
      "wbr",
    ]);
    const bad = [...en].filter(([, text]) => [...text.matchAll(/<(\w+)>/g)].some((m) => VOID.has(m[1]!.toLowerCase())));
    expect(bad.map(([key]) => key)).toEqual([]);
  });
});
