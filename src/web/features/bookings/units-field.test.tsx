import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { freeUnitsOf } from "../../lib/free-units";
import { UnitsField } from "./units-field";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

/** The rendered text, tags dropped. */
const text = (node: React.ReactElement, lng = "en") => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
};

// Three at once; on the 10th one is out.
const free = freeUnitsOf({ unitCount: 3, turnaroundDays: 0, free: [{ date: "2026-12-10", free: 2 }] });
const field = (isKit: boolean, range: { start: string; end: string } | null) => (
  <UnitsField value={1} onChange={() => {}} free={free} range={range} isKit={isKit} />
);

describe("how many to book", () => {
  it("of a listing, in units", () => {
    expect(text(field(false, null))).toContain("Units");
    expect(text(field(false, { start: "2026-12-09", end: "2026-12-10" }))).toContain(
      "2 of its 3 units are free for these dates and the turnaround after them.",
    );
  });

  it("of a kit, in kits its listings allow at once, in English and Bahasa Melayu (ADR 039)", () => {
    expect(text(field(true, null))).toBe(
      "Kits 1 2 3 Up to 3 of this kit can go out at once. Days with fewer free than you ask for cannot be picked.",
    );
    expect(text(field(true, { start: "2026-12-09", end: "2026-12-10" }))).toContain(
      "2 of 3 kits are free for these dates and the turnaround after them.",
    );
    expect(text(field(true, null), "ms")).toContain("Sehingga 3 kit ini boleh disewa serentak.");
  });
});
