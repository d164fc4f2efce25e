import { z } from "zod";
import { BookingIdParams } from "./booking-contracts";
import { ImageView } from "./contracts";
import type { GearCategory } from "./gear";
import { type MessageKey, msg } from "./i18n/message";

/**
 * The handover check sheet (issue 11 item 2). At pickup the owner lists what is
 * handed over (prefilled from the gear's "what's in the box"), each item's
 * condition, notes and photos; at return the same again, compared item by item.
 * The renter confirms a sheet or records a disagreement; either answer closes it.
 */

export const HANDOVER_KINDS = ["pickup", "return"] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/** How an item is when it changes hands; names in handover:condition.*. */
export const HANDOVER_CONDITIONS = ["good", "worn", "damaged"] as const;
export type HandoverCondition = (typeof HANDOVER_CONDITIONS)[number];

export const HANDOVER_LIMITS = {
  itemsMax: 40,
  itemNameMax: 60,
  itemNoteMax: 300,
  notesMax: 2000,
  disagreementMax: 2000,
  photosMax: 12,
  /** The gear's "what's in the box" list. */
  boxItemsMax: 30,
  boxItemMax: 60,
} as const;
const L = HANDOVER_LIMITS;

type BoxItemKey = Extract<MessageKey<"handover">, `boxItem.${string}`> extends `boxItem.${infer K}` ? K : never;

/** "What's in the box" of a listing whose owner has not listed their own, per category. */
export const DEFAULT_BOX_ITEMS: Record<GearCategory, readonly BoxItemKey[]> = {
  cameras: ["body", "batteries", "charger", "memoryCards", "bodyCap", "cables", "bag"],
  lenses: ["lens", "frontCap", "rearCap", "hood", "pouch"],
  lighting: ["light", "powerSupply", "stand", "diffuser", "bag"],
  audio: ["microphone", "windshield", "shockMount", "cables", "batteries", "case"],
  drones: ["drone", "remote", "batteries", "charger", "propellers", "memoryCards", "case"],
  grip: ["mainUnit", "plate", "batteries", "charger", "bag"],
  accessories: ["mainUnit", "cables", "bag"],
};

/**
 * The item names a listing's sheets start from: the owner's own list, else its
 * category's defaults. A default is a `msg` string, so each reader sees it in
 * their language (translateMessage); an owner's name is plain text.
 */
export function boxItemsFor(g: { category: string; boxItems: string[] | null }): string[] {
  if (g.boxItems && g.boxItems.length > 0) return g.boxItems;
  const keys = DEFAULT_BOX_ITEMS[g.category as GearCategory] ?? DEFAULT_BOX_ITEMS.accessories;
  return keys.map((k) => msg("handover", `boxItem.${k}`));
}

/** The gear form's "what's in the box" field (gear-contracts.ts): null = the category's defaults. */
export const BoxItemsInput = z
  .array(
    z
      .string()
      .trim()
      .min(1, msg("handover", "validation.boxItemRequired"))
      .max(L.boxItemMax, msg("handover", "validation.boxItemMax", { max: L.boxItemMax })),
  )
  .max(L.boxItemsMax, msg("handover", "validation.boxItemsMax", { max: L.boxItemsMax }))
  .nullable()
  .transform((v) => (v && v.length > 0 ? v : null));

/** Names are compared as a person would: case and surrounding spaces do not make another item. */
export const sameItemName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const textMax = (field: MessageKey<"handover">, max: number) =>
  msg("handover", "validation.textMax", { field: msg("handover", field), max });

/** Free text that may be left out: trimmed, at most `max` characters, and null when empty. */
const optionalText = (field: MessageKey<"handover">, max: number) =>
  z
    .string()
    .trim()
    .max(max, textMax(field, max))
    .nullish()
    .transform((v) => v || null);

export const HandoverItemInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, msg("handover", "validation.itemNameRequired"))
    .max(L.itemNameMax, textMax("fields.itemName", L.itemNameMax)),
  present: z.boolean(),
  condition: z.enum(HANDOVER_CONDITIONS, { message: msg("handover", "validation.chooseCondition") }),
  note: optionalText("fields.note", L.itemNoteMax),
});
export type HandoverItemInput = z.input<typeof HandoverItemInput>;

/** PUT /api/bookings/:id/sheets/:kind: the whole sheet (created, or replaced while the renter has not answered). */
export const SaveSheetRequest = z
  .object({
    items: z
      .array(HandoverItemInput)
      .min(1, msg("handover", "validation.itemsMin"))
      .max(L.itemsMax, msg("handover", "validation.itemsMax", { max: L.itemsMax })),
    notes: optionalText("fields.notes", L.notesMax),
  })
  .superRefine((s, ctx) => {
    // The comparison matches items by name, so one name may appear once.
    s.items.forEach((item, i) => {
      if (s.items.findIndex((other) => sameItemName(other.name, item.name)) < i)
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "name"],
          message: msg("handover", "validation.duplicateItem", { name: item.name }),
        });
    });
  });
export type SaveSheetRequest = z.input<typeof SaveSheetRequest>;

/**
 * POST /api/bookings/:id/sheets/:kind/answer: the renter confirms, or disagrees
 * with a note. `updatedAt` is the sheet's `updatedAt` as the renter read it: the
 * answer is refused (409) when the sheet changed since, so nobody confirms a
 * sheet they have not seen.
 */
export const AnswerSheetRequest = z
  .object({
    answer: z.enum(["confirm", "disagree"]),
    updatedAt: z.iso.datetime({ offset: true }),
    note: optionalText("fields.disagreement", L.disagreementMax),
  })
  .superRefine((a, ctx) => {
    if (a.answer === "disagree" && !a.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: msg("handover", "validation.disagreementRequired") });
  });
export type AnswerSheetRequest = z.input<typeof AnswerSheetRequest>;

export const SheetParams = BookingIdParams.extend({ kind: z.enum(HANDOVER_KINDS) });
export const SheetPhotoParams = SheetParams.extend({ photoId: z.string().min(1).max(40) });
/** GET a photo: the full image unless `size=thumb`. */
export const SheetPhotoQuery = z.object({ size: z.enum(["full", "thumb"]).optional() });

export const HandoverItemView = z.object({
  name: z.string(),
  present: z.boolean(),
  condition: z.string(),
  note: z.string().nullable(),
});
export type HandoverItemView = z.infer<typeof HandoverItemView>;

/** A photo of a sheet; its URLs are private (the booking's parties and staff). */
export const HandoverPhotoView = ImageView.extend({ createdAt: z.iso.datetime() });
export type HandoverPhotoView = z.infer<typeof HandoverPhotoView>;

export const HandoverSheetView = z.object({
  id: z.string(),
  kind: z.enum(HANDOVER_KINDS),
  items: z.array(HandoverItemView),
  notes: z.string().nullable(),
  photos: z.array(HandoverPhotoView),
  /** Who filled it in (the owner's name), null when that account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When the owner sent it to the renter to confirm; null while it is a draft. */
  sentAt: z.iso.datetime().nullable(),
  /** The renter's answer: null while awaiting it; either answer closes the sheet. */
  answer: z.enum(["confirmed", "disputed"]).nullable(),
  answeredAt: z.iso.datetime().nullable(),
  answeredBy: z.string().nullable(),
  disagreement: z.string().nullable(),
});
export type HandoverSheetView = z.infer<typeof HandoverSheetView>;

export const COMPARISON_STATUSES = ["same", "changed", "missing", "added"] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];

/** One item of the pickup sheet against the return sheet; names in handover:comparison.*. */
export const ComparisonLine = z.object({
  name: z.string(),
  status: z.enum(COMPARISON_STATUSES),
  pickup: HandoverItemView.nullable(),
  return: HandoverItemView.nullable(),
});
export type ComparisonLine = z.infer<typeof ComparisonLine>;

type Item = Pick<HandoverItemView, "name" | "present" | "condition">;
/**
 * Item by item, the return sheet against the pickup sheet: an item handed over
 * and not back (left off, or marked absent) is missing; back in another
 * condition, changed; back but not handed over, added. Pickup order first.
 */
export function compareSheets<T extends Item>(pickup: T[], back: T[]) {
  const lines: { name: string; status: ComparisonStatus; pickup: T | null; return: T | null }[] = [];
  for (const p of pickup) {
    const r = back.find((item) => sameItemName(item.name, p.name)) ?? null;
    const out = p.present && !r?.present;
    const status: ComparisonStatus = out
      ? "missing"
      : !p.present && r?.present
        ? "added"
        : p.present && r && r.condition !== p.condition
          ? "changed"
          : "same";
    lines.push({ name: p.name, status, pickup: p, return: r });
  }
  for (const r of back) {
    if (r.present && !pickup.some((p) => sameItemName(p.name, r.name)))
      lines.push({ name: r.name, status: "added", pickup: null, return: r });
  }
  return lines;
}

/** GET /api/bookings/:id/sheets: both sheets, the comparison, and what the caller may do. */
export const HandoverResponse = z.object({
  pickup: HandoverSheetView.nullable(),
  return: HandoverSheetView.nullable(),
  /** Null until the return sheet exists (and the pickup sheet with it). */
  comparison: z.array(ComparisonLine).nullable(),
  /** Item names a sheet not yet written starts from: the gear's box list for pickup, the pickup sheet's items for return. */
  checklist: z.object({ pickup: z.array(z.string()), return: z.array(z.string()) }),
  abilities: z.object({
    canWritePickup: z.boolean(),
    canWriteReturn: z.boolean(),
    canSendPickup: z.boolean(),
    canSendReturn: z.boolean(),
    canAnswerPickup: z.boolean(),
    canAnswerReturn: z.boolean(),
  }),
});
export type HandoverResponse = z.infer<typeof HandoverResponse>;

/** PUT …/sheets/:kind, POST …/send and POST …/answer. */
export const SheetResponse = z.object({ sheet: HandoverSheetView });
export type SheetResponse = z.infer<typeof SheetResponse>;

/** POST …/photos (201: the sheet's photos after the upload) and GET …/photos. */
export const SheetPhotosResponse = z.object({ photos: z.array(HandoverPhotoView) });
export type SheetPhotosResponse = z.infer<typeof SheetPhotosResponse>;
