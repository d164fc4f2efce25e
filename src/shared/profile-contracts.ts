import { z } from "zod";
import { PersonName } from "./contracts";
import { msg } from "./i18n/message";
import { MALAYSIAN_STATES } from "./malaysia";

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
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(\+?6?0)[0-9]{1,2}-?[0-9]{7,8}$|^$/, msg("validation", "phone"))
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
