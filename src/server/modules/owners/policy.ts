import type { OwnerRow } from "./presenter";

/** Only an active owner has a public profile; any other status reads as not found. */
export const isPubliclyVisible = (owner: OwnerRow) => owner.status === "active";
