import { z } from "zod";
import { PersonName } from "./contracts";
import { MALAYSIAN_STATES } from "./malaysia";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullable().optional();

/** PATCH /api/profile: personal details and address; empty text clears a field. */
export const UpdateProfileRequest = z.object({
  name: PersonName,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(\+?6?0)[0-9]{1,2}-?[0-9]{7,8}$|^$/, "Enter a Malaysian phone number such as 012-3456789")
    .nullable()
    .optional(),
  streetAddress: optionalText(200, "Street address must be at most 200 characters"),
  postalCode: z
    .string()
    .trim()
    .regex(/^([0-9]{5})?$/, "Postal code must be 5 digits")
    .nullable()
    .optional(),
  city: optionalText(100, "City must be at most 100 characters"),
  state: z
    .union([z.enum(MALAYSIAN_STATES), z.literal("")], { error: "Choose a state from the list" })
    .nullable()
    .optional(),
  notificationsEnabled: z.boolean().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /api/profile/delete: the password, re-entered to confirm. */
export const DeleteAccountRequest = z.object({ password: z.string().min(1, "Enter your password") });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
