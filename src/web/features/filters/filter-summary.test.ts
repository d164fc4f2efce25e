import { describe, expect, it } from "vitest";
import { summarizeFilter } from "./filter-summary";

describe("a saved filter in words", () => {
  it("names every setting: text, category label, state, price range in RM, dates, student rate, sort", () => {
    expect(
      summarizeFilter(
        "q=sony+fx&category=grip&state=W.P.+Kuala+Lumpur&minPrice=5000&maxPrice=30050&from=2026-12-01&to=2026-12-05&student=true&sort=price_asc",
      ),
    ).toEqual([
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
});
