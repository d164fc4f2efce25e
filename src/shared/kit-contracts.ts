import { z } from "zod";
import { msg } from "./i18n/message";
import { CreateGearRequest } from "./gear-contracts";

/** At most this many different listings in one kit (a camera package is 4–6). */
export const MAX_KIT_COMPONENTS = 10;

/** One component of a kit: `quantity` units of the owner's listing `gearId`. */
export const KitComponentInput = z.object({
  gearId: z.string().min(1).max(64),
  quantity: z
    .number(msg("gear", "kits.quantityWhole"))
    .int(msg("gear", "kits.quantityWhole"))
    .min(1, msg("gear", "kits.quantityMin"))
    .max(100, msg("gear", "kits.quantityMax", { max: 100 })),
});

const componentList = z
  .array(KitComponentInput)
  .min(1, msg("gear", "kits.componentsMin"))
  .max(MAX_KIT_COMPONENTS, msg("gear", "kits.componentsMax", { max: MAX_KIT_COMPONENTS }))
  .refine((list) => new Set(list.map((c) => c.gearId)).size === list.length, msg("gear", "kits.componentTwice"));

/** PUT /api/kits/:id/components: the kit's whole list, in the order shown. */
export const KitComponentsRequest = z.object({ components: componentList });
export type KitComponentsRequest = z.input<typeof KitComponentsRequest>;

/**
 * The `data` part of POST /api/kits: a listing's fields (name, description, the
 * price table with the same rules, student rate included, deposit, turnaround)
 * and the components. A kit has no units of its own: how many can go out at once
 * is what its components allow.
 */
export const CreateKitRequest = z.intersection(CreateGearRequest, z.object({ components: componentList }));
export type CreateKitRequest = z.input<typeof CreateKitRequest>;

/** A component as shown: the listing, how many the kit takes, how many units it has. */
export const KitComponentView = z.object({
  gearId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitCount: z.number().int(),
});
export type KitComponentView = z.infer<typeof KitComponentView>;

/** GET /api/kits/:id: what the kit is made of, and how many can be booked at once. */
export const KitView = z.object({
  id: z.string(),
  components: z.array(KitComponentView),
  capacity: z.number().int(),
});
export type KitView = z.infer<typeof KitView>;
