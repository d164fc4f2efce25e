import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { resources } from "./resources";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(path, v);
    else for (const [p, t] of leaves(v, path)) out.set(p, t);
  }
  return out;
}

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
