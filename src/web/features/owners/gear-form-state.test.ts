import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { translateFields, type Translate } from "../../../shared/i18n/message";
import { resources } from "../../../shared/i18n/resources";
import { emptyDraft, gearDraftSchema } from "./gear-form-state";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
const tIn =
  (lang: "en" | "ms"): Translate =>
  (key, params) =>
    i18n.getFixedT(lang)(key as never, params as never) as unknown as string;

/** The form's field messages for a draft, keyed by field path, in `lang`. */
function messagesOf(draft: ReturnType<typeof emptyDraft>, lang: "en" | "ms") {
  const result = gearDraftSchema("create").safeParse(draft);
  if (result.success) return {};
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  return translateFields(fields, tIn(lang));
}

describe("the gear form's messages", () => {
  const draft = {
    ...emptyDraft(),
    category: "cameras",
    brand: "x".repeat(81),
    pricePerDay: "abc",
    enableStudentRate: true,
  };

  it("reads in English exactly as the server's English answer does", () => {
    expect(messagesOf(draft, "en")).toEqual({
      name: "Name is required",
      brand: "Brand must be at most 80 characters",
      pricePerDay: "Enter an amount in RM, such as 120 or 120.50",
      studentPrice: "Enter the student price, or turn the student rate off",
      photos: "Add at least one photo",
    });
  });

  it("reads in Malay for a Malay reader, field names included", () => {
    expect(messagesOf(draft, "ms")).toEqual({
      name: "Nama diperlukan",
      brand: "Jenama tidak boleh melebihi 80 aksara",
      pricePerDay: "Masukkan jumlah dalam RM, contohnya 120 atau 120.50",
      studentPrice: "Masukkan harga pelajar, atau matikan kadar pelajar",
      photos: "Tambah sekurang-kurangnya satu foto",
    });
  });
});

describe("the gear form's 'What's in the box'", () => {
  const listing = {
    ...emptyDraft(),
    name: "Sony FX3",
    category: "cameras",
    pricePerDay: "250",
    photos: [new File(["x"], "fx3.jpg", { type: "image/jpeg" })],
  };
  const boxOf = (boxItems: string) => {
    const result = gearDraftSchema("create").safeParse({ ...listing, boxItems });
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    return result.data.listing.boxItems;
  };

  it("sends one item per line, trimmed, blank lines dropped; nothing typed sends null (the category's items)", () => {
    expect(boxOf("  FX3 body \n\nSmallRig cage\n")).toEqual(["FX3 body", "SmallRig cage"]);
    expect(boxOf(" \n ")).toBeNull();
  });

  it("puts a line's message on the one text box", () => {
    const result = gearDraftSchema("create").safeParse({ ...listing, boxItems: "x".repeat(61) });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["boxItems"]);
  });
});

describe("the gear form's units and turnaround days (issue 32)", () => {
  const listing = {
    ...emptyDraft(),
    name: "Aputure 600d",
    category: "lighting",
    pricePerDay: "180",
    photos: [new File(["x"], "light.jpg", { type: "image/jpeg" })],
  };

  it("sends whole numbers; a new listing starts with 1 unit and no turnaround", () => {
    const fresh = gearDraftSchema("create").safeParse(listing);
    expect(fresh.success && [fresh.data.listing.unitCount, fresh.data.listing.turnaroundDays]).toEqual([1, 0]);
    const shop = gearDraftSchema("create").safeParse({ ...listing, unitCount: " 3 ", turnaroundDays: "2" });
    expect(shop.success && [shop.data.listing.unitCount, shop.data.listing.turnaroundDays]).toEqual([3, 2]);
  });

  it("says the server's range for a count out of range, blank or not whole, in both languages", () => {
    for (const [unitCount, turnaroundDays] of [
      ["0", "15"],
      ["101", "-1"],
      ["", ""],
      ["2.5", "1.5"],
    ]) {
      const draft = { ...listing, unitCount: unitCount!, turnaroundDays: turnaroundDays! };
      expect(messagesOf(draft, "en")).toEqual({
        unitCount: "The number of units must be from 1 to 100",
        turnaroundDays: "Turnaround days must be from 0 to 14",
      });
      expect(messagesOf(draft, "ms")).toEqual({
        unitCount: "Bilangan unit mestilah dari 1 hingga 100",
        turnaroundDays: "Hari penyediaan mestilah dari 0 hingga 14",
      });
    }
  });
});
