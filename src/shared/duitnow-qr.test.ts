import { describe, expect, it } from "vitest";
import { duitnowPayload, payNowPayload } from "./duitnow-fixtures";
import {
  buildBookingQr,
  formatQrAmount,
  maskProxy,
  namesClearlyDiffer,
  readDuitnowQr,
  REFERENCE_MAX,
} from "./duitnow-qr";
import { buildTlv, crc16CcittFalse, hasValidCrc, parseTlv, TlvError, valueOf, withCrc } from "./emv-tlv";
import { bookingReference, referenceMatches } from "./payment-reference";

describe("CRC-16/CCITT-FALSE", () => {
  // The catalogue's check value ("123456789") and the usual single-character vector.
  it.each([
    ["123456789", 0x29b1],
    ["A", 0xb915],
    ["", 0xffff],
  ])("of %j is %s", (text, crc) => expect(crc16CcittFalse(text)).toBe(crc));

  it("covers everything up to and including 6304", () => {
    const payload = withCrc([{ id: "00", value: "01" }]);
    expect(payload.slice(0, -4)).toBe("0002016304");
    expect(payload.slice(-4)).toBe(crc16CcittFalse("0002016304").toString(16).toUpperCase().padStart(4, "0"));
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.slice(0, -1) + (payload.endsWith("0") ? "1" : "0"))).toBe(false);
  });
});

describe("EMVCo TLV", () => {
  it("parses and builds back the same text, templates included", () => {
    const payload = duitnowPayload({ extra: buildTlv([{ id: "03", value: "KEDAI 1" }]) });
    const objects = parseTlv(payload);
    expect(objects.map((o) => o.id)).toEqual(["00", "01", "26", "52", "53", "58", "59", "60", "62", "63"]);
    expect(buildTlv(objects)).toBe(payload);
    expect(valueOf(parseTlv(valueOf(objects, "26")!), "00")).toBe("A0000006150001");
  });

  it("refuses a payload cut short or with a length that is not digits", () => {
    expect(() => parseTlv("000201010211265")).toThrow(TlvError);
    expect(() => parseTlv("00AB01")).toThrow(TlvError);
    expect(() => buildTlv([{ id: "62", value: "x".repeat(100) }])).toThrow(TlvError);
  });
});

describe("reading an owner's QR", () => {
  it("reads a DuitNow static QR", () => {
    expect(readDuitnowQr(duitnowPayload())).toEqual({
      reading: {
        merchantName: "AHMAD FAIZAL BIN ABD RAH",
        merchantCity: "KUALA LUMPUR",
        proxy: "0000000000000000000000091507",
        initiation: "static",
        amountSen: null,
      },
    });
  });

  it("says which check failed", () => {
    const good = duitnowPayload();
    const badCrc = good.slice(0, -4) + (good.endsWith("0000") ? "0001" : "0000");
    expect(readDuitnowQr(badCrc)).toEqual({ problem: "badCrc" });
    expect(readDuitnowQr(payNowPayload())).toEqual({ problem: "notDuitnow" });
    expect(readDuitnowQr("https://example.com/pay")).toEqual({ problem: "notEmv" });
    const usd = withCrc(parseTlv(good).map((o) => (o.id === "53" ? { ...o, value: "840" } : o)));
    expect(readDuitnowQr(usd)).toEqual({ problem: "notRinggit" });
  });

  it("reads the amount of a static QR that already carries one", () => {
    expect(readDuitnowQr(duitnowPayload({ amount: "10.5" }))).toMatchObject({ reading: { amountSen: 1050 } });
  });
});

describe("a booking's QR", () => {
  const opts = { amountSen: 123450, reference: "SGAB12CD34" };

  it("is dynamic, carries the amount and the reference, and has a new CRC", () => {
    const qr = buildBookingQr(duitnowPayload(), opts);
    expect(hasValidCrc(qr)).toBe(true);
    const objects = parseTlv(qr);
    expect(valueOf(objects, "01")).toBe("12");
    expect(valueOf(objects, "54")).toBe("1234.50");
    expect(parseTlv(valueOf(objects, "62")!)).toEqual([
      { id: "01", value: "SGAB12CD34" },
      { id: "05", value: "SGAB12CD34" },
    ]);
    expect(objects.map((o) => o.id)).toEqual(["00", "01", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(readDuitnowQr(qr)).toMatchObject({ reading: { initiation: "dynamic", amountSen: 123450 } });
  });

  it("replaces an amount already in a static QR and keeps the owner's other additional data", () => {
    const extra = buildTlv([
      { id: "03", value: "KEDAI 1" },
      { id: "05", value: "OLD" },
    ]);
    const qr = buildBookingQr(duitnowPayload({ amount: "10.00", extra }), opts);
    const objects = parseTlv(qr);
    expect(objects.filter((o) => o.id === "54")).toEqual([{ id: "54", value: "1234.50" }]);
    expect(parseTlv(valueOf(objects, "62")!).map((o) => `${o.id}=${o.value}`)).toEqual([
      "01=SGAB12CD34",
      "03=KEDAI 1",
      "05=SGAB12CD34",
    ]);
  });

  it("drops a tip prompt, which would let the amount paid differ", () => {
    const withTip = withCrc([...parseTlv(duitnowPayload()).slice(0, -1), { id: "55", value: "01" }]);
    expect(valueOf(parseTlv(buildBookingQr(withTip, opts)), "55")).toBeUndefined();
  });

  it("refuses a reference longer than the field allows instead of cutting it", () => {
    const long = "X".repeat(REFERENCE_MAX + 1);
    expect(() => buildBookingQr(duitnowPayload(), { ...opts, reference: long })).toThrow(RangeError);
    expect(() => buildBookingQr(duitnowPayload(), { ...opts, reference: "X".repeat(REFERENCE_MAX) })).not.toThrow();
  });
});

describe("amounts, names and references", () => {
  it.each([
    [123450, "1234.50"],
    [5, "0.05"],
    [100, "1.00"],
    [12345678901, "123456789.01"],
  ])("formatQrAmount(%i) = %s", (sen, text) => expect(formatQrAmount(sen)).toBe(text));

  it("refuses a zero, negative or fractional amount", () => {
    for (const sen of [0, -100, 10.5]) expect(() => formatQrAmount(sen)).toThrow(RangeError);
  });

  it("masks all but the last four characters of the proxy", () => {
    expect(maskProxy("0123456789")).toBe("••••••6789");
    expect(maskProxy("1234")).toBe("•••34");
  });

  it("warns only when the names clearly differ", () => {
    expect(namesClearlyDiffer("AHMAD FAIZAL BIN ABD RAH", "Ahmad Faizal bin Abdul Rahman")).toBe(false);
    expect(namesClearlyDiffer("KEDAI BASIKAL ALI SDN BHD", "Ali bin Abu")).toBe(false);
    expect(namesClearlyDiffer("TAN AH KOW", "Siti Nurhaliza binti Tarudin")).toBe(true);
  });

  it("makes a short reference and matches it however it was typed", () => {
    const ref = bookingReference("ab12cd34efgh5678ijkl9012");
    expect(ref).toBe("SGAB12CD34");
    expect(referenceMatches("sg-ab12 cd34", ref)).toBe(true);
    expect(referenceMatches("Booking SGAB12CD34 sewa", ref)).toBe(true);
    expect(referenceMatches("SGAB12CD35", ref)).toBe(false);
    expect(referenceMatches(null, ref)).toBe(false);
  });
});
