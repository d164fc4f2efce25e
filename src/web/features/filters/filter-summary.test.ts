import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogues } from "../../lib/i18n";
import { summarizeFilter } from "./filter-summary";

// The web fetches each language's texts when they are first shown; here, before the tests.
beforeAll(() => Promise.all([loadCatalogues("en"), loadCatalogues("ms")]));

// The summary reads links and saved filters, which keep their dates after they pass:
// fixed dates here never go stale.
describe("a saved filter in words", () => {
  const everything =
    "q=sony+fx&category=grip&state=W.P.+Kuala+Lumpur&minPrice=5000&maxPrice=30050&from=2026-12-01&to=2026-12-05&student=true&sort=price_asc";

  it("names every setting: text, category label, state, price range in RM, dates, student rate, sort", () => {
    expect(summarizeFilter(everything)).toEqual([
      "“sony fx”",
      "Grip and support",
      "in W.P. Kuala Lumpur",
      "RM 50.00 to RM 300.50 a day",
      "free 1 Dec 2026 to 5 Dec 2026",
      "student rate",
      "cheapest first",
    ]);
  });

  it.each([
    ["", ["All categories", "anywhere in Malaysia"]],
    ["minPrice=10000", ["All categories", "anywhere in Malaysia", "from RM 100.00 a day"]],
    ["maxPrice=120000&state=Sabah", ["All categories", "in Sabah", "up to RM 1,200.00 a day"]],
    [
      "from=2027-01-09&to=2027-01-09&sort=price_desc",
      ["All categories", "anywhere in Malaysia", "free on 9 Jan 2027", "dearest first"],
    ],
  ])("%s → %o", (query, parts) => {
    expect(summarizeFilter(query)).toEqual(parts);
  });

  it("in Malay: the names of the category and state, the words and the dates", () => {
    expect(summarizeFilter(everything, "ms")).toEqual([
      "“sony fx”",
      "Grip dan sokongan",
      "di Wilayah Persekutuan Kuala Lumpur",
      "RM 50.00 hingga RM 300.50 sehari",
      "tersedia 1 Dis 2026 hingga 5 Dis 2026",
      "kadar pelajar",
      "termurah dahulu",
    ]);
    expect(summarizeFilter("category=cameras&state=Pulau+Pinang&maxPrice=5000", "ms")).toEqual([
      "Kamera",
      "di Pulau Pinang",
      "sehingga RM 50.00 sehari",
    ]);
  });
});
