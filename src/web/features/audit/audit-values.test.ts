import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../../shared/i18n/resources";
import { changeLines, detailLines, fieldLabel } from "./audit-values";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
const tIn = (lang: "en" | "ms") => i18n.getFixedT(lang, "audit") as unknown as TFunction<"audit">;
const en = tIn("en");
const ms = tIn("ms");
// Intl writes a narrow no-break space in some styles: compare with plain spaces.
const plain = (lines: { label: string; from?: string; to: string }[]) =>
  lines.map((l) => `${l.label}: ${l.from === undefined ? "" : `${l.from} → `}${l.to}`.replace(/\s/g, " "));

describe("the audit trail in words", () => {
  it("shows sen as RM and basis points as percent, naming the fields, only where they changed", () => {
    const before = { epfEmployeeBasisPoints: 1100, socsoCeiling: 600000, eisEmployeeBasisPoints: 20 };
    const after = { epfEmployeeBasisPoints: 1200, socsoCeiling: 600000, eisEmployeeBasisPoints: 25 };
    expect(plain(changeLines(en, "en", "salary_settings", before, after))).toEqual([
      "EPF employee rate: 11% → 12%",
      "EIS employee rate: 0.2% → 0.25%",
    ]);
    expect(plain(changeLines(ms, "ms", "salary_settings", before, after))).toEqual([
      "Kadar KWSP pekerja: 11% → 12%",
      "Kadar SIP pekerja: 0.2% → 0.25%",
    ]);
  });

  it("lists every field of a record that had no earlier state, money and month in the reader's style", () => {
    const lines = changeLines(en, "en", "salary_record", null, { net: 279845, month: "2026-11", status: "draft" });
    expect(plain(lines)).toEqual(["Net pay: RM 2,798.45", "Month: November 2026", "Status: Draft"]);
    expect(plain(changeLines(ms, "ms", "salary_record", null, { status: "draft", month: "2026-11" }))).toEqual([
      "Status: Draf",
      "Bulan: November 2026",
    ]);
  });

  it("reads a voucher's amount by its kind, and booleans and days as words", () => {
    const fixed = { kind: "fixed", amount: 1500, paused: false, validTo: "2026-12-31" };
    expect(plain(changeLines(en, "en", "voucher", null, fixed))).toEqual([
      "Type: Fixed amount",
      "Amount: RM 15.00",
      "Paused: No",
      "Valid until: 31 Dec 2026",
    ]);
    const percent = changeLines(
      en,
      "en",
      "voucher",
      { kind: "percent", amount: 1000 },
      { kind: "percent", amount: 1500 },
    );
    expect(plain(percent)).toEqual(["Amount: 10% → 15%"]);
    expect(plain(changeLines(ms, "ms", "review", { hidden: false }, { hidden: true }))).toEqual([
      "Disembunyikan: Tidak → Ya",
    ]);
  });

  it("names a booking's status as its pages do, and keeps codes it has no word for", () => {
    expect(plain(changeLines(en, "en", "booking", { status: "pending" }, { status: "approved" }))).toEqual([
      "Status: Requested → Approved — awaiting payment",
    ]);
    expect(plain(detailLines(en, "en", "job", { kind: "email.send", lastError: "SMTP down" }))).toEqual([
      "Type: email.send",
      "Last error: SMTP down",
    ]);
  });

  it("spells out a field the catalogue does not know yet, and every known field has words in both languages", () => {
    expect(fieldLabel(en, "someNewField")).toBe("Some new field");
    const fields = Object.keys(resources.en.audit.fields);
    for (const key of fields) {
      expect(fieldLabel(en, key)).not.toBe(key);
      expect(fieldLabel(ms, key)).not.toBe("");
    }
  });
});
