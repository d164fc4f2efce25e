import type { Area } from "../../../shared/roles";

/** Where a fresh sign-in lands, per area. The wording is in the `auth` catalogue: `area.<area>.title`, `.registerTitle`. */
export const AREA_HOME: Record<Area, string> = {
  customer: "/",
  owner: "/owners/dashboard",
  admin: "/admin",
  staff: "/staff/dashboard",
  accountant: "/accountant",
};
