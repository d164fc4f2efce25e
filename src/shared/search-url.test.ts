import { describe, expect, it } from "vitest";
import { searchFromQueryString, searchToQueryString } from "./search-contracts";

describe("the /learnmore filter in the URL", () => {
  it("round-trips every field and leaves defaults out", () => {
    const qs =
      "q=sony+fx&category=cameras&state=W.P.+Kuala+Lumpur&minPrice=5000&maxPrice=30000&from=2026-12-01&to=2026-12-03&student=true&sort=price_asc&page=2";
    const filter = searchFromQueryString(qs);
    expect(filter).toMatchObject({
      q: "sony fx",
      category: "cameras",
      state: "W.P. Kuala Lumpur",
      minPrice: 5000,
      maxPrice: 30000,
      from: "2026-12-01",
      to: "2026-12-03",
      student: true,
      sort: "price_asc",
      page: 2,
      pageSize: 12,
    });
    expect(searchFromQueryString(searchToQueryString(filter))).toEqual(filter);
    expect(searchToQueryString({ sort: "newest", page: 1, pageSize: 12 })).toBe("");
  });
  it("drops the parts it cannot read instead of failing the page", () => {
    expect(searchFromQueryString("category=boats&state=Sabah&page=-3")).toMatchObject({ state: "Sabah", page: 1 });
    expect(searchFromQueryString("category=boats").category).toBeUndefined();
  });
});
