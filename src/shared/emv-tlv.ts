/**
 * EMVCo QR Code Specification for Payment Systems, Merchant-Presented Mode
 * (the base of PayNet's DuitNow QR): a payload is a run of data objects, each
 * a 2-digit ID, a 2-digit length and that many characters of value. Templates
 * (IDs 26–51, 62, 64, 80–99) hold data objects of their own in the same shape.
 */
export interface DataObject {
  id: string;
  value: string;
}

/** The payload is not a well-formed run of data objects (cut short, a length that is not digits…). */
export class TlvError extends Error {}

/** Split a payload (or a template's value) into its data objects, in order. Throws TlvError when malformed. */
export function parseTlv(text: string): DataObject[] {
  const out: DataObject[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new TlvError(`bad data object header at ${at}`);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new TlvError(`data object ${head.slice(0, 2)} cut short`);
    out.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return out;
}

/** One data object as text. A value longer than 99 characters cannot be written in two length digits. */
export function buildDataObject({ id, value }: DataObject): string {
  if (!/^\d{2}$/.test(id)) throw new TlvError(`bad ID ${id}`);
  if (value.length > 99) throw new TlvError(`data object ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

export const buildTlv = (objects: readonly DataObject[]) => objects.map(buildDataObject).join("");

/** The value of data object `id`, or undefined. */
export const valueOf = (objects: readonly DataObject[], id: string) => objects.find((o) => o.id === id)?.value;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final
 * XOR) of the text's UTF-8 bytes, as EMVCo MPM section 4.7.3 asks for ID 63.
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const crcHex = (text: string) => crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, "0");

/** The payload with its CRC: ID 63 comes last, computed over everything before it including "6304". */
export function withCrc(objects: readonly DataObject[]): string {
  const body = `${buildTlv(objects.filter((o) => o.id !== "63"))}6304`;
  return body + crcHex(body);
}

/** Whether the payload ends in an ID 63 whose 4 hex digits are the CRC of everything before them. */
export function hasValidCrc(payload: string): boolean {
  const crc = payload.slice(-4);
  const body = payload.slice(0, -4);
  return body.endsWith("6304") && /^[0-9A-Fa-f]{4}$/.test(crc) && crc.toUpperCase() === crcHex(body);
}
