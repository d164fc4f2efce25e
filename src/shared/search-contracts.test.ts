import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  type GearSearchQuery,
  searchFromQueryString,
  searchToQueryString,
} from "./search-contracts";

const DEFAULTS = { sort: "newest", page: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

describe("the /learnmore filter ⇄ its URL", () => {
  const full: GearSearchQuery = {
    q: "sony fx",
    category: "cameras",
    state: "W.P. Kuala Lumpur",
    minPrice: 5000,
    maxPrice: 30050,
    from: "2026-12-01",
    to: "2026-12-05",
    student: true,
    sort: "price_desc",
    page: 3,
    pageSize: 24,
  };

  it("writes every field in one fixed order and reads back the same filter", () => {
    const qs = searchToQueryString(full);
    expect(qs).toBe(
      "q=sony+fx&category=cameras&state=W.P.+Kuala+Lumpur&minPrice=5000&maxPrice=30050&from=2026-12-01&to=2026-12-05&student=true&sort=price_desc&page=3&pageSize=24",
    );
    expect(searchFromQueryString(qs)).toEqual(full);
    // Also with the leading "?" of location.search.
    expect(searchFromQueryString(`?${qs}`)).toEqual(full);
  });

  it.each<Partial<GearSearchQuery>>([
    {},
    { category: "audio" },
    { state: "Sabah", sort: "price_asc" },
    { minPrice: 0 },
    { from: "2026-12-31", to: "2026-12-31", page: 2 },
  ])("round-trips %o", (partial) => {
    const filter = { ...DEFAULTS, ...partial } as GearSearchQuery;
    expect(searchFromQueryString(searchToQueryString(filter))).toEqual(filter);
  });

  it("leaves out defaults, empty text and an unticked student box, so equal filters make equal links", () => {
    expect(searchToQueryString(DEFAULTS)).toBe("");
    expect(searchToQueryString({ ...DEFAULTS, q: "", student: false })).toBe("");
    expect(searchToQueryString({ page: 2, category: "lenses" })).toBe("category=lenses&page=2");
    expect(searchToQueryString({ category: "lenses", page: 2 })).toBe(
      searchToQueryString({ page: 2, category: "lenses" }),
    );
    // A price of RM 0 is a real bound, not an empty field.
    expect(searchToQueryString({ minPrice: 0 })).toBe("minPrice=0");
  });

  it("reads an empty query string as the defaults", () => {
    expect(searchFromQueryString("")).toEqual(DEFAULTS);
  });
});

describe("searchFromQueryString with a bad link", () => {
  it.each([
    ["category=boats&state=Sabah", { ...DEFAULTS, state: "Sabah" }],
    ["state=Atlantis&category=audio", { ...DEFAULTS, category: "audio" }],
    ["minPrice=abc&maxPrice=20000", { ...DEFAULTS, maxPrice: 20000 }],
    ["minPrice=500&maxPrice=100&category=lenses", { ...DEFAULTS, category: "lenses", minPrice: 500 }],
    ["sort=cheapest&page=0&q=tripod", { ...DEFAULTS, q: "tripod" }],
    ["page=2.5&pageSize=500&state=Perak", { ...DEFAULTS, state: "Perak" }],
    ["from=2026-02-30&to=2026-03-02", DEFAULTS],
    ["student=yes&category=grip", { ...DEFAULTS, category: "grip" }],
  ])("%s keeps only the parts that parse", (qs, expected) => {
    expect(searchFromQueryString(qs)).toEqual(expected);
  });

  it("ignores parameters it does not know", () => {
    expect(searchFromQueryString("utm_source=mail&state=Johor")).toEqual({ ...DEFAULTS, state: "Johor" });
  });

  it.each([
    ["from=2026-12-05&category=lenses", { ...DEFAULTS, category: "lenses" }],
    ["to=2026-12-05&state=Sabah", { ...DEFAULTS, state: "Sabah" }],
    // Reversed: the error names only "to"; both dates go, the rest stays.
    [
      "from=2026-12-05&to=2026-12-01&category=lenses&sort=price_asc",
      { ...DEFAULTS, category: "lenses", sort: "price_asc" },
    ],
    ["from=2026-12-05&to=2026-12-01&category=boats&maxPrice=9000", { ...DEFAULTS, maxPrice: 9000 }],
  ])("%s drops both dates and keeps the rest", (qs, expected) => {
    expect(searchFromQueryString(qs)).toEqual(expected);
  });
});
