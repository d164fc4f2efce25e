import type { HandoverKind, HandoverResponse, HandoverItemInput } from "../../../shared/handover-contracts";

/** What each part of a sheet's section is given: the booking, which sheet, and the sheets' answer. */
export interface SheetProps {
  bookingId: string;
  kind: HandoverKind;
  data: HandoverResponse;
}

/** One row of the owner's form; `name` may be a default's `msg` string until the owner retypes it. */
export type DraftItem = {
  key: number;
  name: string;
  present: boolean;
  condition: HandoverItemInput["condition"];
  note: string;
};

let nextKey = 0;
/** A new row (rows carry a key of their own: names change as the owner types). */
export const draftItem = (item: Partial<Omit<DraftItem, "key">> = {}): DraftItem => ({
  key: nextKey++,
  name: "",
  present: true,
  condition: "good",
  note: "",
  ...item,
});

const asCondition = (c: string): DraftItem["condition"] => (c === "worn" || c === "damaged" ? c : "good");

/**
 * What the form starts from: the sheet as saved; else, for pickup, the gear's
 * box list, all handed over in good condition; for return, the pickup sheet's
 * items that were handed over, as they were handed over.
 */
export function initialDraft(kind: HandoverKind, data: HandoverResponse): { items: DraftItem[]; notes: string } {
  const saved = data[kind];
  if (saved) {
    return {
      items: saved.items.map((i) =>
        draftItem({ name: i.name, present: i.present, condition: asCondition(i.condition), note: i.note ?? "" }),
      ),
      notes: saved.notes ?? "",
    };
  }
  if (kind === "return" && data.pickup) {
    return {
      items: data.pickup.items
        .filter((i) => i.present)
        .map((i) => draftItem({ name: i.name, condition: asCondition(i.condition) })),
      notes: "",
    };
  }
  return { items: data.checklist[kind].map((name) => draftItem({ name })), notes: "" };
}
