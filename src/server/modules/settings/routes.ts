import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { appSettings, auditLog } from "../../db/schema";
import { requireRole } from "../../plugins/actor";
import { getSettings } from "./service";

const BasisPoints = z.number().int().min(0, "Cannot be negative").max(5000, "At most 50%");

/** Fees and defaults: readable by anyone (the client quotes prices with them), editable by admins. */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/settings/public", async () => {
    const s = await getSettings(db);
    return {
      serviceFeeBasisPoints: s.serviceFeeBasisPoints,
      sstBasisPoints: s.sstBasisPoints,
      defaultExtendedThreshold: s.defaultExtendedThreshold,
    };
  });

  r.put(
    "/api/admin/settings",
    {
      schema: {
        body: z.object({
          serviceFeeBasisPoints: BasisPoints,
          sstBasisPoints: BasisPoints,
          defaultExtendedThreshold: z.number().int().min(2).max(60),
        }),
      },
    },
    async (req) => {
      const admin = await requireRole(req, "admin");
      await getSettings(db);
      await db.transaction(async (tx) => {
        await tx
          .update(appSettings)
          .set({ ...req.body, updatedAt: new Date() })
          .where(eq(appSettings.id, 1));
        await tx.insert(auditLog).values({
          actorId: admin.user.id,
          action: "settings.updated",
          subjectType: "settings",
          subjectId: "1",
          data: req.body,
        });
      });
      return req.body;
    },
  );
}
