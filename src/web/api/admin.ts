import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOverview, ApplicationDecision, ApplicationList, StaffOverview } from "../../shared/admin-contracts";
import type { ApplicationStatus } from "../../shared/roles";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";

/** A business area's key root and its overview (GET /api/<area>/overview). */
const areaKeys = <A extends string>(area: A) => ({
  all: [area] as const,
  overview: () => [area, "overview"] as const,
});

/**
 * The business dashboards. Each root is what a live event refreshes: a sign-up
 * ("users") or a verification changes the admin and staff unverified lists.
 */
export const adminKeys = {
  ...areaKeys("admin"),
  /** GET /api/admin/applications?status= */
  applications: (status: ApplicationStatus) => ["admin", "applications", status] as const,
};
export const staffKeys = areaKeys("staff");

export const adminQueries = {
  overview: () => jsonQuery<AdminOverview>(adminKeys.overview(), "/api/admin/overview"),
  applications: (status: ApplicationStatus = "pending") =>
    jsonQuery<ApplicationList>(adminKeys.applications(status), `/api/admin/applications?status=${status}`),
  staffOverview: () => jsonQuery<StaffOverview>(staffKeys.overview(), "/api/staff/overview"),
};

/** POST /api/admin/applications/:id/decision; the lists and the figures both change. */
export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ApplicationDecision["decision"] }) =>
      api(`/api/admin/applications/${id}/decision`, { body: { decision } }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
