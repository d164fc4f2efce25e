import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { FeeSettings } from "../../../shared/settings-contracts";
import { SETTINGS_EDITORS } from "./policy";
import { getFeeSettings, updateFeeSettings } from "./service";

export async function settingsRoutes(app: FastifyInstance) {
  const { db, r, forRoles } = moduleRoutes(app);

  r.get("/api/settings/public", { schema: { summary: "Read the fee settings", response: { 200: FeeSettings } } }, () =>
    getFeeSettings(db),
  );

  forRoles(...SETTINGS_EDITORS).put(
    "/api/admin/settings",
    { schema: { summary: "Change the fee settings", body: FeeSettings, response: { 200: FeeSettings } } },
    async (req, admin) => updateFeeSettings(db, admin.user.id, req.body),
  );
}
