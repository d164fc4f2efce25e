import { describe, expect, it } from "vitest";
import { GEAR_CATEGORY_IDS } from "./gear";
import { BoxItemsInput, boxItemsFor, compareSheets, SaveSheetRequest } from "./handover-contracts";
import { msg } from "./i18n/message";

const item = (name: string, present = true, condition = "good") => ({ name, present, condition });

describe("compareSheets", () => {
  it.each([
    ["handed over and back as it was", [item("Lens")], [item("Lens")], "same"],
    ["handed over, left off the return sheet", [item("Lens")], [], "missing"],
    ["handed over, marked absent at return", [item("Lens")], [item("Lens", false)], "missing"],
    ["back in another condition", [item("Lens")], [item("Lens", true, "damaged")], "changed"],
    ["not handed over, not back", [item("Lens", false)], [item("Lens", false, "damaged")], "same"],
    ["not handed over, but back", [item("Lens", false)], [item("Lens")], "added"],
    ["names match whatever their case and spaces", [item("Lens")], [item("  lens ")], "same"],
  ])("%s", (_what, pickup, back, status) => {
    expect(compareSheets(pickup, back).map((l) => l.status)).toEqual([status]);
  });

  it("lists items only on the return sheet after the pickup items, absent ones left out", () => {
    const lines = compareSheets([item("Body")], [item("Body"), item("Cloth"), item("Strap", false)]);
    expect(lines.map((l) => [l.name, l.status])).toEqual([
      ["Body", "same"],
      ["Cloth", "added"],
    ]);
  });
});

describe("box items", () => {
  it("every category has defaults, each a handover catalogue message", () => {
    for (const category of GEAR_CATEGORY_IDS) {
      const items = boxItemsFor({ category, boxItems: null });
      expect(items.length, category).toBeGreaterThan(0);
      for (const name of items) expect(name).toMatch(/^i18n:handover:boxItem\./);
    }
    expect(boxItemsFor({ category: "cameras", boxItems: null })).toContain(msg("handover", "boxItem.body"));
  });

  it("the owner's own list wins; an empty one means the defaults", () => {
    expect(boxItemsFor({ category: "cameras", boxItems: ["Body", "Cage"] })).toEqual(["Body", "Cage"]);
    expect(boxItemsFor({ category: "lenses", boxItems: [] })).toHaveLength(5);
  });

  it("at most 30 names of at most 60 characters; an empty list is stored as null", () => {
    expect(BoxItemsInput.parse([" Body "])).toEqual(["Body"]);
    expect(BoxItemsInput.parse([])).toBeNull();
    expect(BoxItemsInput.safeParse(Array.from({ length: 31 }, (_, i) => `Item ${i}`)).success).toBe(false);
    expect(BoxItemsInput.safeParse(["x".repeat(61)]).success).toBe(false);
    expect(BoxItemsInput.safeParse([" "]).success).toBe(false);
  });
});

describe("SaveSheetRequest", () => {
  it("refuses a name listed twice, on the second one", () => {
    const r = SaveSheetRequest.safeParse({ items: [item("Lens"), item("LENS")] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path)).toEqual([["items", 1, "name"]]);
  });
});
