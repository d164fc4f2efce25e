import { describe, expect, it } from "vitest";
import { addDays, todayInMalaysia } from "./dates";
import {
  GearSearchForm,
  GearSearchQuery,
  passedDates,
  SEARCH_MESSAGES,
  searchFromQueryString,
} from "./search-contracts";
import { PostWantedForm, WANTED_MESSAGES } from "./wanted-contracts";

const today = todayInMalaysia();
const yesterday = addDays(today, -1);
const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("dates already past", () => {
  it("are refused by the API's filter on `from`, and a range from today is not", () => {
    expect(fieldMessages(GearSearchQuery.safeParse({ from: yesterday, to: today }))).toEqual({
      from: SEARCH_MESSAGES.startInPast,
    });
    expect(GearSearchQuery.safeParse({ from: today, to: today }).success).toBe(true);
  });

  it("still read from a link or a saved filter, where passedDates names them for the page", () => {
    const old = searchFromQueryString(`from=${addDays(today, -30)}&to=${yesterday}&category=audio`);
    expect(old).toMatchObject({ from: addDays(today, -30), to: yesterday, category: "audio" });
    expect(passedDates(old)).toEqual({ from: addDays(today, -30), to: yesterday });
    expect(passedDates(searchFromQueryString(`from=${today}&to=${today}`))).toBeNull();
    expect(passedDates(searchFromQueryString("category=audio"))).toBeNull();
  });
});

describe("the /learnmore filter form", () => {
  const blank = { q: "", category: "", state: "", minPrice: "", maxPrice: "", from: "", to: "", student: false };

  it("reads prices typed in RM as sen and gives the API's filter", () => {
    const parsed = GearSearchForm.parse({ ...blank, category: "cameras", minPrice: "50", maxPrice: "120.50" });
    expect(parsed).toMatchObject({ category: "cameras", minPrice: 5000, maxPrice: 12050, page: 1, sort: "newest" });
    expect(parsed.student).toBeUndefined();
  });

  it("says what is wrong next to each field, with the API's messages", () => {
    expect(fieldMessages(GearSearchForm.safeParse({ ...blank, maxPrice: "cheap" }))).toEqual({
      maxPrice: SEARCH_MESSAGES.badAmount,
    });
    expect(fieldMessages(GearSearchForm.safeParse({ ...blank, from: yesterday, to: today }))).toEqual({
      from: SEARCH_MESSAGES.startInPast,
    });
    expect(fieldMessages(GearSearchForm.safeParse({ ...blank, from: addDays(today, 5), to: today }))).toEqual({
      to: SEARCH_MESSAGES.endBeforeStart,
    });
  });
});

describe("the post-wanted form's budget", () => {
  const post = {
    title: "Lav mics",
    description: "Two wireless lavalier microphones.",
    category: "audio",
    state: "",
    startDate: "",
    endDate: "",
  };

  it.each([
    ["80", 8000],
    ["150.50", 15050],
    ["", null],
  ])("%s → %s sen", (typed, sen) => {
    expect(PostWantedForm.parse({ ...post, budgetPerDay: typed }).budgetPerDay).toBe(sen);
  });

  it.each(["abc", "0", "1.234"])("refuses %s with the budget hint", (typed) => {
    expect(fieldMessages(PostWantedForm.safeParse({ ...post, budgetPerDay: typed }))).toEqual({
      budgetPerDay: WANTED_MESSAGES.budget,
    });
  });
});
