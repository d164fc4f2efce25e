import { createInstance as createI18next } from "i18next";
import { describe, expect, it } from "vitest";
import { addFormats } from "../../shared/i18n/i18next-formats";
import { LANGUAGES } from "../../shared/i18n/languages";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import { NAMESPACES, resources } from "../../shared/i18n/resources";
import { createInstance as createLite } from "./lite-i18next";

/**
 * The browser and the server render translate with lite-i18next (ADR 043): it must
 * answer every text of every catalogue as i18next does, with the app's settings.
 */
type T = (key: string, options?: Record<string, unknown>) => string;
const settings = { ...I18N_OPTIONS, ns: NAMESPACES, fallbackLng: false as const, saveMissing: true };

/**
 * i18next keeps the resources object it is given and adds bundles into it: each
 * instance gets its own copy, or a bundle added here would show up in the shared
 * catalogues for every later test file in the same worker (isolate: false).
 */
const ownCopy = () => Object.fromEntries(Object.entries(resources).map(([lng, ns]) => [lng, { ...ns }]));

function both() {
  const missed: { real: string[]; lite: string[] } = { real: [], lite: [] };
  const real = createI18next();
  void real.init({
    ...settings,
    resources: ownCopy(),
    missingKeyHandler: (_l, ns, key) => void missed.real.push(`${ns}:${key}`),
  });
  addFormats(real);
  const lite = createLite();
  void lite.init({
    ...settings,
    resources: ownCopy(),
    missingKeyHandler: (_l, ns, key) => void missed.lite.push(`${ns}:${key}`),
  });
  addFormats(lite as never);
  return { real, lite, missed };
}

/** Every text's key, its plural suffix dropped, with the placeholders it has. */
function keysOf(tree: object, prefix = ""): { key: string; names: string[] }[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "object" && v) return keysOf(v as object, key);
    const names = [...String(v).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.split(",")[0]!.trim());
    return [{ key: key.replace(/_(zero|one|two|few|many|other)$/, ""), names }];
  });
}

describe("lite-i18next answers as i18next does", () => {
  const { real, lite, missed } = both();

  for (const lng of LANGUAGES) {
    it(`for every text in ${lng}, with and without counts and values`, () => {
      void real.changeLanguage(lng);
      void lite.changeLanguage(lng);
      let compared = 0;
      for (const ns of NAMESPACES) {
        const realT = real.getFixedT(lng, ns) as unknown as T;
        const liteT = lite.getFixedT(lng, ns) as unknown as T;
        for (const { key, names } of keysOf(resources[lng][ns] as object)) {
          const values = Object.fromEntries(
            names.map((n) => [n, n.toLowerCase().includes("date") ? "2026-12-01" : `<${n}>`]),
          );
          for (const options of [
            {},
            values,
            { ...values, count: 0 },
            { ...values, count: 1 },
            { ...values, count: 2 },
            { ...values, count: 21 },
            { date: "2026-03-05", since: "2026-03-05", from: "not a date" },
          ]) {
            expect(liteT(key, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toBe(realT(key, options));
            compared++;
          }
          // By the namespace in the key, from the default namespace's t.
          expect(lite.t(`${ns}:${key}`, { lng, ...values })).toBe(real.t(`${ns}:${key}` as never, { lng, ...values }));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("answers a missing key with the key, tells the handler, and uses a default value", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["nothing.here", {}],
      ["gear:nothing.here", {}],
      ["nothing.here", { defaultValue: "Fallback {{name}}", name: "X" }],
      ["notANamespace:text", {}],
      ["A plain sentence: with a colon", {}],
    ];
    for (const [key, options] of cases) expect(lite.t(key, options)).toBe(real.t(key as never, options as never));
    expect(missed.lite).toEqual(missed.real);
  });

  it("keeps a placeholder whose value is missing, and shows an empty one for null", () => {
    const add = (i: ReturnType<typeof createLite> | ReturnType<typeof createI18next>) =>
      i.addResourceBundle("en", "test", { a: "Hi {{name}}, {{other}}!", b: "{{n}} and {{n}}" });
    add(real);
    add(lite);
    for (const [key, options] of [
      ["test:a", { name: "Ana" }],
      ["test:a", { name: null, other: 3 }],
      ["test:b", { n: "$&" }],
    ] as const)
      expect(lite.t(key, { lng: "en", ...options })).toBe(real.t(key as never, { lng: "en", ...options } as never));
  });
});
