import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import { requireActor } from "../../plugins/actor";
import { deleteAccount } from "./delete-account";
import { UpdateProfileRequest } from "../../../shared/contracts";

const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim();

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, auth, storage } = app.deps;

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

  /** Delete my account after re-entering the password (rules in delete-account.ts). */
  r.post(
    "/api/profile/delete",
    { schema: { body: z.object({ password: z.string().min(1, "Enter your password") }) } },
    async (req) => {
      const actor = await requireActor(req);
      await deleteAccount({ db, auth, storage, actor, password: req.body.password });
      return { ok: true };
    },
  );
}
