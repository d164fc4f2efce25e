import { z } from "zod";
import { PersonName } from "./contracts";
import { msg } from "./i18n/message";
import { MALAYSIAN_STATES } from "./malaysia";
import { normalizePhone } from "./scam-identifiers";

/** Text up to `max` characters; `field` names it in the message (a msg, translated with it). */
const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, msg("validation", "textMax", { field, max }))
    .nullable()
    .optional();

/** PATCH /api/profile: personal details and address; empty text clears a field. */
export const UpdateProfileRequest = z.object({
  name: PersonName,
  // Kept as the person wrote it (spaces collapsed), checked in the form matching compares:
  // "012-345 6789" and "+60 12 345 6789" are the same good number (issue 30).
  phoneNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, " "))
    .refine((v) => v === "" || normalizePhone(v)?.startsWith("+60") === true, msg("validation", "phone"))
    .nullable()
    .optional(),
  streetAddress: optionalText(200, msg("validation", "fields.streetAddress")),
  postalCode: z
    .string()
    .trim()
    .regex(/^([0-9]{5})?$/, msg("validation", "postalCode"))
    .nullable()
    .optional(),
  city: optionalText(100, msg("validation", "fields.city")),
  state: z
    .union([z.enum(MALAYSIAN_STATES), z.literal("")], { error: msg("validation", "state") })
    .nullable()
    .optional(),
  notificationsEnabled: z.boolean().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /api/profile/delete: the password, re-entered to confirm. */
export const DeleteAccountRequest = z.object({
  password: z.string().min(1, msg("profile", "delete.passwordRequired")),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
