import type { Area } from "../../../shared/roles";

/** Per-area wording and where a fresh sign-in lands. */
export const AREA_COPY: Record<Area, { title: string; home: string; registerTitle: string }> = {
  customer: { title: "Login", home: "/", registerTitle: "Create your SewaGear account" },
  owner: { title: "Owner Login", home: "/owners/dashboard", registerTitle: "Register as an owner" },
  admin: { title: "Admin Login", home: "/admin", registerTitle: "Admin registration" },
  staff: { title: "Staff Login", home: "/staff/dashboard", registerTitle: "Staff registration" },
  accountant: { title: "Accountant Login", home: "/accountant", registerTitle: "Accountant registration" },
};
