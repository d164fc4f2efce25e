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

const SUFFIX = /_(zero|one|two|few|many|other)$/;
// Words a count is written before: "{{rating}} stars" says "1 stars" unless it goes through
// i18next's plural forms, which only happens when the number is passed as `count`.
const COUNTED_NOUN =
  /\{\{\s*(?!count\b)(\w+)\s*\}\}\s+(stars?|days?|uses?|items?|invoices?|bookings?|rentals?|photos?|reviews?|nights?)\b/i;

describe("every counted text goes through the plural forms", () => {
  for (const lang of LANGUAGES) {
    const texts = leaves(resources[lang] as unknown as Tree);

    it(`${lang}: no "(s)" written into a text`, () => {
      expect([...texts].filter(([, t]) => /\w\((s|es)\)/.test(t)).map(([k]) => k)).toEqual([]);
    });

    it(`${lang}: a text that shows {{count}} is a plural form, and each plural has "one" and "other"`, () => {
      const problems: string[] = [];
      const bases = new Set<string>();
      for (const [key, text] of texts) {
        if (SUFFIX.test(key)) bases.add(key.replace(SUFFIX, ""));
        else if (/\{\{\s*count\b/.test(text)) problems.push(`${key} shows {{count}} without plural forms`);
      }
      for (const base of bases) {
        for (const form of ["one", "other"])
          if (!texts.has(`${base}_${form}`)) problems.push(`${base}_${form} missing`);
        if (texts.has(base)) problems.push(`${base} has plural forms and a plain text too`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("en: a number before a counted noun is passed as count", () => {
    const en = leaves(resources.en as unknown as Tree);
    const bad = [...en]
      .filter(([k, t]) => !SUFFIX.test(k) && COUNTED_NOUN.test(t))
      .map(([k, t]) => `${k}: ${t}`)
      // Limits and thresholds are at least 2 by their schemas, so "at most {{max}} items" never
      // reads "1 items"; {{sheet}} is the sheet's name ("Pickup photo 2").
      .filter((line) => !/\{\{\s*(max|min|days|seconds|minutes|hours|age|limit|threshold|sheet)\s*\}\}/.test(line));
    expect(bad).toEqual([]);
  });
});
