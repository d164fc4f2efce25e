import { buildTlv, withCrc } from "./emv-tlv";

/**
 * Payloads shaped as real ones are, for tests: a DuitNow static QR as PayNet's
 * acquirers print them (template 26: GUID, acquirer 890087, account), and a
 * PayNow-like Singapore QR (currency 702) that is EMVCo but not DuitNow.
 */
export function duitnowPayload({
  name = "AHMAD FAIZAL BIN ABD RAH",
  proxy = "0000000000000000000000091507",
  amount,
  extra,
}: { name?: string; proxy?: string; amount?: string; extra?: string } = {}) {
  return withCrc([
    { id: "00", value: "01" },
    { id: "01", value: "11" },
    {
      id: "26",
      value: buildTlv([
        { id: "00", value: "A0000006150001" },
        { id: "01", value: "890087" },
        { id: "02", value: proxy },
      ]),
    },
    { id: "52", value: "7372" },
    { id: "53", value: "458" },
    ...(amount ? [{ id: "54", value: amount }] : []),
    { id: "58", value: "MY" },
    { id: "59", value: name },
    { id: "60", value: "KUALA LUMPUR" },
    ...(extra ? [{ id: "62", value: extra }] : []),
  ]);
}

export const payNowPayload = () =>
  withCrc([
    { id: "00", value: "01" },
    { id: "01", value: "11" },
    {
      id: "26",
      value: buildTlv([
        { id: "00", value: "SG.PAYNOW" },
        { id: "01", value: "0" },
        { id: "02", value: "+6591234567" },
      ]),
    },
    { id: "52", value: "0000" },
    { id: "53", value: "702" },
    { id: "58", value: "SG" },
    { id: "59", value: "TAN AH KOW" },
    { id: "60", value: "SINGAPORE" },
  ]);
