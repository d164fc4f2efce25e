import type { TFunction } from "i18next";
import type { AuditSummaryView } from "../../../shared/audit-contracts";
import { audit } from "../../../shared/i18n/en/audit";
import { bookings } from "../../../shared/i18n/en/bookings";
import { formatCount, formatDateTime, formatDay, formatMonth } from "../../../shared/i18n/format";
import type { Language } from "../../../shared/i18n/languages";
import { formatRM } from "../../../shared/money";

type Value = AuditSummaryView[string];

/** One line of a trail entry as a person reads it: "Net pay: RM 2,798.45 → RM 2,900.00". */
export interface AuditLine {
  key: string;
  label: string;
  /** Absent when the record had no earlier state (it was created). */
  from?: string;
  to: string;
}

// The trail keeps values as the database does: money in sen, rates in basis points.
const SEN = new Set([
  "basic",
  "allowances",
  "overtime",
  "deductions",
  "gross",
  "net",
  "total",
  "deposit",
  "claimAmount",
  "decidedAmount",
  "epfEmployerThreshold",
  "socsoCeiling",
  "eisCeiling",
]);
// Fields whose value is a code with a word for it (a status, a role, a voucher's kind).
const CODED = new Set(["status", "state", "application", "role", "appliedFor", "kind", "scope", "studentCard", "via"]);

const has = <T extends object>(names: T, key: string): key is keyof T & string => Object.hasOwn(names, key);

/** "lastError" → "Last error": a field the catalogue does not know yet still reads as words. */
function spelt(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(t: TFunction<"audit">, key: string): string {
  return has(audit.fields, key) ? t(`fields.${key}`) : spelt(key);
}

/** A voucher's amount is a rate or money by its kind, kept beside it. */
function isRate(key: string, siblings: AuditSummaryView): boolean {
  return key.endsWith("BasisPoints") || (key === "amount" && siblings.kind === "percent");
}
function isMoney(key: string, siblings: AuditSummaryView): boolean {
  return SEN.has(key) || (key === "amount" && siblings.kind === "fixed");
}

/** A recorded value in the reader's words: RM for sen, % for basis points, dates in the app's style. */
export function valueWords(
  t: TFunction<"audit">,
  lang: Language,
  subjectType: string,
  key: string,
  value: Value,
  siblings: AuditSummaryView,
): string {
  if (value === null) return t("table.nothing");
  if (typeof value === "boolean") return t(value ? "values.yes" : "values.no");
  if (typeof value === "number") {
    if (isMoney(key, siblings)) return formatRM(value);
    if (isRate(key, siblings)) return t("values.percent", { value: formatCount(value / 100, lang) });
    return formatCount(value, lang);
  }
  if (CODED.has(key)) {
    // A booking's status as its own pages name it ("pending" is "Requested").
    if (subjectType === "booking" && key === "status" && has(bookings.status, value))
      return t(`status.${value}`, { ns: "bookings" });
    if (has(audit.values.words, value)) return t(`values.words.${value}`);
    return value;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, lang);
  if (/^\d{4}-\d{2}$/.test(value)) return formatMonth(`${value}-01T12:00:00Z`, lang);
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return formatDateTime(value, lang);
  return value;
}

/**
 * What an entry changed: the fields whose value differs between before and after
 * (a field the change left alone is not repeated), or every field of a record
 * that had no earlier state.
 */
export function changeLines(
  t: TFunction<"audit">,
  lang: Language,
  subjectType: string,
  before: AuditSummaryView | null,
  after: AuditSummaryView | null,
): AuditLine[] {
  const was = before ?? {};
  const now = after ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key) => {
    const from = Object.hasOwn(was, key) ? (was[key] ?? null) : null;
    const to = Object.hasOwn(now, key) ? (now[key] ?? null) : null;
    if (before && from === to) return [];
    const words = (v: Value, side: AuditSummaryView) => valueWords(t, lang, subjectType, key, v, side);
    return [
      {
        key,
        label: fieldLabel(t, key),
        ...(before ? { from: words(from, was) } : {}),
        to: words(to, now),
      },
    ];
  });
}

/** The entry's other facts (a reason, a reference) as label and value. */
export function detailLines(
  t: TFunction<"audit">,
  lang: Language,
  subjectType: string,
  detail: AuditSummaryView | null,
): AuditLine[] {
  const facts = detail ?? {};
  return Object.entries(facts).map(([key, v]) => ({
    key,
    label: fieldLabel(t, key),
    to: valueWords(t, lang, subjectType, key, v, facts),
  }));
}
