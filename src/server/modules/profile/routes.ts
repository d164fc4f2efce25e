import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requireActor } from "../../plugins/actor";
import { sendFetchResponse, toFetchHeaders } from "../../plugins/auth-bridge";
import { UpdateProfileRequest } from "../../../shared/contracts";

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim());

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = app.deps;

  /** Personal details and address; the verification fields are not the renter's to set. */
  r.patch("/api/profile", { schema: { body: UpdateProfileRequest } }, async (req) => {
    const actor = await requireActor(req);
    const b = req.body;
    await db
      .update(users)
      .set({
        name: b.name,
        phoneNumber: emptyToNull(b.phoneNumber),
        streetAddress: emptyToNull(b.streetAddress),
        postalCode: emptyToNull(b.postalCode),
        city: emptyToNull(b.city),
        state: emptyToNull(b.state),
        notificationsEnabled: b.notificationsEnabled,
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.user.id));
    return { ok: true };
  });

  /**
   * Delete my account after re-entering the password. The row goes, and with it
   * sessions, credentials and the owner profile (foreign keys cascade).
   */
  r.post("/api/profile/delete", { schema: { body: z.object({ password: z.string().min(1, "Enter your password") }) } }, async (req, reply) => {
    const actor = await requireActor(req);
    if (actor.role === "admin") {
      throw new AppError("FORBIDDEN", 403, "An admin account cannot delete itself here; ask another admin to remove it.");
    }
    const res = await auth.api.deleteUser({ body: { password: req.body.password }, headers: toFetchHeaders(req), asResponse: true });
    if (res.status === 400 || res.status === 401) {
      const message = "The password is not correct.";
      throw new AppError("BAD_INPUT", 400, message, { password: message });
    }
    return sendFetchResponse(reply, res);
  });
}
