import { buildTlv, type DataObject, hasValidCrc, parseTlv, TlvError, valueOf, withCrc } from "./emv-tlv";

/**
 * DuitNow QR (PayNet's "DuitNow QR, Merchant Presented Mode", built on EMVCo
 * MPM): a merchant account information template (IDs 26–51) whose sub-field 00
 * is PayNet's globally unique identifier, sub-field 01 the acquirer and 02 the
 * account (proxy) paid; currency 458 (ringgit), country MY.
 */
export const DUITNOW_GUID = "A0000006150001";
const MYR = "458";

/** Why a payload was refused, in the order it is checked. */
export type DuitnowProblem = "notEmv" | "badCrc" | "notDuitnow" | "notRinggit";

/** What an owner's QR says, shown back to them and used to build each booking's QR. */
export interface DuitnowReading {
  merchantName: string;
  merchantCity: string | null;
  /** The account or proxy paid (the template's sub-field 02). */
  proxy: string;
  /** 11 static (the payer types the amount), 12 dynamic (one payment). */
  initiation: "static" | "dynamic";
  /** An amount already in the QR (ID 54), in sen, or null. */
  amountSen: number | null;
}

/** The DuitNow merchant account template (IDs 26–51 whose sub-field 00 is PayNet's), parsed, or undefined. */
function duitnowAccount(objects: DataObject[]): DataObject[] | undefined {
  for (const o of objects) {
    const n = Number(o.id);
    if (n < 26 || n > 51) continue;
    try {
      const sub = parseTlv(o.value);
      if (valueOf(sub, "00")?.toUpperCase() === DUITNOW_GUID) return sub;
    } catch {
      // Another scheme's template need not be TLV inside; it is just not DuitNow.
    }
  }
  return undefined;
}

/** "1234.50" → 123450 sen; null when not an EMVCo amount. */
function senOf(amount: string | undefined): number | null {
  if (amount === undefined || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const [whole, frac = ""] = amount.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/**
 * Read and check a scanned payload: well-formed EMVCo TLV starting with payload
 * format "01", a correct CRC, a DuitNow account template, ringgit. Answers the
 * reading, or the first problem found.
 */
export function readDuitnowQr(raw: string): { reading: DuitnowReading } | { problem: DuitnowProblem } {
  const payload = raw.trim();
  let objects: DataObject[];
  try {
    objects = parseTlv(payload);
  } catch (err) {
    if (err instanceof TlvError) return { problem: "notEmv" };
    throw err;
  }
  if (objects[0]?.id !== "00" || objects[0].value !== "01" || objects.at(-1)?.id !== "63") return { problem: "notEmv" };
  if (!hasValidCrc(payload)) return { problem: "badCrc" };
  const account = duitnowAccount(objects);
  const proxy = account && valueOf(account, "02");
  if (!account || !proxy) return { problem: "notDuitnow" };
  if (valueOf(objects, "53") !== MYR || (valueOf(objects, "58") ?? "MY") !== "MY") return { problem: "notRinggit" };
  return {
    reading: {
      merchantName: valueOf(objects, "59") ?? "",
      merchantCity: valueOf(objects, "60") ?? null,
      proxy,
      initiation: valueOf(objects, "01") === "12" ? "dynamic" : "static",
      amountSen: senOf(valueOf(objects, "54")),
    },
  };
}

/** EMVCo ID 54: ringgit with two decimals and no separators, RM 1,234.50 → "1234.50". */
export function formatQrAmount(sen: number): string {
  if (!Number.isSafeInteger(sen) || sen <= 0) throw new RangeError("a QR amount is a positive whole number of sen");
  return `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, "0")}`;
}

/** EMVCo MPM 4.8: every sub-field of the additional data template (ID 62) holds at most 25 characters. */
export const REFERENCE_MAX = 25;
/** IDs 55–57: tip or convenience fee prompts, which would let the paid amount differ from the amount due. */
const FEE_IDS = new Set(["55", "56", "57"]);

/**
 * One booking's QR from the owner's checked payload: point of initiation 12
 * (dynamic), ID 54 the amount due, the reference in ID 62 as both bill number
 * (01) and reference label (05) — bank apps differ in which they carry into the
 * transfer — and a new CRC. An amount or fee already in the owner's QR is
 * replaced or dropped; their other additional data (store label…) is kept.
 * A reference over 25 characters is refused, not cut: a cut reference would
 * match no booking, which is the whole point of sending it.
 */
export function buildBookingQr(
  ownerPayload: string,
  { amountSen, reference }: { amountSen: number; reference: string },
) {
  if (reference.length === 0 || reference.length > REFERENCE_MAX)
    throw new RangeError(`a reference is 1 to ${REFERENCE_MAX} characters`);
  const objects = parseTlv(ownerPayload.trim()).filter((o) => o.id !== "63" && !FEE_IDS.has(o.id));
  const extra = valueOf(objects, "62");
  const additional = (extra ? parseTlv(extra) : []).filter((o) => o.id !== "01" && o.id !== "05");
  additional.push({ id: "01", value: reference }, { id: "05", value: reference });
  const set = new Map(objects.map((o) => [o.id, o.value]));
  set.set("01", "12");
  set.set("54", formatQrAmount(amountSen));
  set.set("62", buildTlv(byId(additional)));
  return withCrc(byId([...set].map(([id, value]) => ({ id, value }))));
}

/** Data objects in ID order: 00 first as EMVCo requires (63 is appended by withCrc). */
const byId = (objects: DataObject[]) => [...objects].sort((a, b) => a.id.localeCompare(b.id));

/** The proxy partly hidden for display: only its last four characters show. */
export function maskProxy(proxy: string): string {
  const shown = proxy.length > 4 ? 4 : Math.max(1, proxy.length - 2);
  return `${"•".repeat(Math.max(3, proxy.length - shown))}${proxy.slice(-shown)}`;
}

/** Words that say nothing about whose account it is. */
const FILLER = new Set([
  "SDN",
  "BHD",
  "BIN",
  "BINTI",
  "BT",
  "BN",
  "A/L",
  "A/P",
  "AL",
  "AP",
  "ENTERPRISE",
  "MR",
  "MRS",
  "MS",
]);
const wordsOf = (name: string) =>
  name
    .toUpperCase()
    .split(/[^A-Z0-9/]+/)
    .filter((w) => w.length >= 3 && !FILLER.has(w));

/**
 * Whether the QR's merchant name clearly belongs to someone other than the
 * account holder: no real word in common. ID 59 holds 25 characters, so bank
 * apps cut long names ("AHMAD FAIZAL BIN ABD RAH"): a word that is the start
 * of the other's counts as shared.
 */
export function namesClearlyDiffer(qrName: string, accountHolder: string): boolean {
  const a = wordsOf(qrName);
  const b = wordsOf(accountHolder);
  if (a.length === 0 || b.length === 0) return false;
  return !a.some((x) => b.some((y) => x.startsWith(y) || y.startsWith(x)));
}
