import type { Db } from "../../db/client";
import type { UpdateProfileRequest } from "../../../shared/profile-contracts";
import { updatePersonalDetails } from "./repository";

/** Absent stays absent (unchanged); empty text becomes null (cleared). */
const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim();

/** Personal details and address; the verification fields are not the renter's to set. */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileRequest) {
  await updatePersonalDetails(db, userId, {
    name: input.name,
    phoneNumber: emptyToNull(input.phoneNumber),
    streetAddress: emptyToNull(input.streetAddress),
    postalCode: emptyToNull(input.postalCode),
    city: emptyToNull(input.city),
    state: emptyToNull(input.state),
    notificationsEnabled: input.notificationsEnabled,
  });
}
