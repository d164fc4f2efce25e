import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/actor";
import { FeeSettings } from "../../../shared/settings-contracts";
import { SETTINGS_EDITORS } from "./policy";
import { getFeeSettings, updateFeeSettings } from "./service";

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/settings/public", { schema: { response: { 200: FeeSettings } } }, () => getFeeSettings(db));

  r.put("/api/admin/settings", { schema: { body: FeeSettings, response: { 200: FeeSettings } } }, async (req) => {
    const admin = await requireRole(req, ...SETTINGS_EDITORS);
    return updateFeeSettings(db, admin.user.id, req.body);
  });
}
