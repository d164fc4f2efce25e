import { describe, expect, it } from "vitest";
import { isTypedFormQuery, searchFromQueryString, searchToQueryString } from "./search-contracts";

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

  it("reads the filter form as the browser submits it before the app starts: RM as typed, the box as on", () => {
    // Every field the form has, as a GET of the form sends it (empty ones included).
    const submitted =
      "q=sony&category=cameras&state=&minPrice=50&maxPrice=RM+1%2C200.50&from=&to=&student=on&sort=price_asc&entered=form";
    expect(isTypedFormQuery(submitted)).toBe(true);
    const filter = searchFromQueryString(submitted);
    expect(filter).toEqual(
      searchFromQueryString("q=sony&category=cameras&minPrice=5000&maxPrice=120050&student=true&sort=price_asc"),
    );
    expect(searchToQueryString(filter)).toBe(
      "q=sony&category=cameras&minPrice=5000&maxPrice=120050&student=true&sort=price_asc",
    );
    // An amount that is no amount is left out; the rest still filters.
    const partly = searchFromQueryString("minPrice=lots&maxPrice=80&entered=form");
    expect(partly.minPrice).toBeUndefined();
    expect(partly.maxPrice).toBe(8000);
    // Without the form's field, prices are sen and "on" is no answer: a link is read as a link.
    expect(isTypedFormQuery("minPrice=50&student=on")).toBe(false);
    const link = searchFromQueryString("minPrice=50&student=on");
    expect(link.minPrice).toBe(50);
    expect(link.student).toBeUndefined();
  });
});
