import { describe, expect, it } from "vitest";
import { enPublic } from "./en/public";
import { enRest } from "./en/rest";
import { groupOf, PUBLIC_NAMESPACES, REST_NAMESPACES } from "./groups";
import { LANGUAGES } from "./languages";
import { msPublic } from "./ms/public";
import { msRest } from "./ms/rest";
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

describe("the web's two groups of texts (groups.ts)", () => {
  it("hold every namespace exactly once", () => {
    const grouped = [...PUBLIC_NAMESPACES, ...REST_NAMESPACES];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(Object.keys(resources.en).sort());
    for (const ns of PUBLIC_NAMESPACES) expect(groupOf(ns)).toBe("public");
    for (const ns of REST_NAMESPACES) expect(groupOf(ns)).toBe("rest");
    expect(groupOf("nothing")).toBeUndefined();
  });

  it("are the same in both languages", () => {
    expect(Object.keys(msPublic).sort()).toEqual(Object.keys(enPublic).sort());
    expect(Object.keys(msRest).sort()).toEqual(Object.keys(enRest).sort());
  });
});
