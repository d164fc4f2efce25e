export const ROLES = ["user", "owner", "admin", "staff", "accountant"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person applies for; an admin (or, for admin, a verified e-mail) grants them. */
export const APPLICATION_ROLES = ["staff", "accountant", "admin"] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

/** Where an application stands; a refused applicant may apply again (back to pending). */
export const APPLICATION_STATUSES = ["pending", "approved", "refused"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The login page of each area, where guards send people who may not enter. */
export type Area = "customer" | "owner" | "admin" | "staff" | "accountant";

export const LOGIN_PATH: Record<Area, string> = {
  customer: "/auth/login",
  owner: "/owners/login",
  admin: "/admin/login",
  staff: "/staff/login",
  accountant: "/accountant/login",
};

export const REGISTER_PATH: Record<Area, string> = {
  customer: "/auth/register",
  owner: "/owners/register",
  admin: "/admin/register",
  staff: "/staff/register",
  accountant: "/accountant/register",
};

/** Which area a path belongs to, for Logout and for guard redirects. */
export function areaOfPath(pathname: string): Area {
  if (pathname.startsWith("/owners")) return "owner";
  if (pathname.startsWith("/admin")) return "admin";
  if (pathname.startsWith("/staff")) return "staff";
  if (pathname.startsWith("/accountant")) return "accountant";
  return "customer";
}
