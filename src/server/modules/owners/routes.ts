import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badInput, notFound } from "../../lib/errors";
import { readMultipart } from "../../plugins/uploads";
import { OwnerProfileRequest, PaymentSettingsRequest } from "../../../shared/owner-contracts";
import { ownerCalendarRoutes } from "./calendar";
import {
  findPaymentSettings,
  readDuitnowQr,
  removeDuitnowQr,
  setDuitnowQr,
  updatePaymentSettings,
} from "./payment-service";
import { requireOwnProfile } from "./policy";
import { presentOwnerProfile, presentOwnerSummary, presentPaymentSettings } from "./presenter";
import { removeOwnerPhoto, setOwnerPhoto, updateOwnerProfile } from "./profile-service";
import { countOwnerGear, findOwnerByIdentifier, listOwnerGear } from "./public-service";

const Identifier = z.object({ identifier: z.string().min(1).max(100) });

/** The one image of a multipart upload, whatever its field name; 400 when none was sent. */
async function readOneImage(req: FastifyRequest, field: string): Promise<Buffer> {
  const { files } = await readMultipart(req);
  const file = files[0];
  if (!file || file.data.length === 0) {
    const message = "Choose an image to upload.";
    throw badInput(message, { [field]: message });
  }
  return file.data;
}

/**
 * Owner settings (/api/owners/me/*: the signed-in owner's own record only),
 * payment settings (private to their owner), and the public owner profile.
 */
export async function ownerProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  r.get("/api/owners/me/profile", async (req) => presentOwnerProfile(await requireOwnProfile(req)));

  await app.register(ownerCalendarRoutes);

  r.put("/api/owners/me/profile", { schema: { body: OwnerProfileRequest } }, async (req) => {
    const owner = await requireOwnProfile(req);
    return presentOwnerProfile(await updateOwnerProfile({ db, ownerId: owner.userId, input: req.body }));
  });

  r.post("/api/owners/me/photo", async (req) => {
    const owner = await requireOwnProfile(req);
    const data = await readOneImage(req, "photo");
    return presentOwnerProfile(await setOwnerPhoto({ db, storage, ownerId: owner.userId, data }));
  });

  r.delete("/api/owners/me/photo", async (req) => {
    const owner = await requireOwnProfile(req);
    return presentOwnerProfile(await removeOwnerPhoto({ db, storage, ownerId: owner.userId }));
  });

  r.get("/api/owners/me/payment-settings", async (req, reply) => {
    const owner = await requireOwnProfile(req);
    reply.header("cache-control", "private, no-store");
    return presentPaymentSettings(await findPaymentSettings(db, owner.userId));
  });

  r.put("/api/owners/me/payment-settings", { schema: { body: PaymentSettingsRequest } }, async (req, reply) => {
    const owner = await requireOwnProfile(req);
    reply.header("cache-control", "private, no-store");
    return presentPaymentSettings(await updatePaymentSettings({ db, ownerId: owner.userId, input: req.body }));
  });

  r.post("/api/owners/me/payment-settings/qr", async (req, reply) => {
    const owner = await requireOwnProfile(req);
    const data = await readOneImage(req, "duitnowQr");
    reply.header("cache-control", "private, no-store");
    return presentPaymentSettings(await setDuitnowQr({ db, storage, ownerId: owner.userId, data }));
  });

  r.get("/api/owners/me/payment-settings/qr", async (req, reply) => {
    const owner = await requireOwnProfile(req);
    const stream = await readDuitnowQr({ db, storage, ownerId: owner.userId });
    if (!stream) throw notFound("DuitNow QR image");
    // Private to the owner: never kept by a shared cache.
    return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(stream);
  });

  r.delete("/api/owners/me/payment-settings/qr", async (req, reply) => {
    const owner = await requireOwnProfile(req);
    reply.header("cache-control", "private, no-store");
    return presentPaymentSettings(await removeDuitnowQr({ db, storage, ownerId: owner.userId }));
  });

  r.get("/api/owners/:identifier", { schema: { params: Identifier } }, async (req) => {
    const owner = await findOwnerByIdentifier(db, req.params.identifier);
    const gear = await listOwnerGear(db, owner);
    return { profile: presentOwnerProfile(owner), stats: { totalEquipment: gear.length }, gear };
  });

  r.get("/api/owners/:identifier/summary", { schema: { params: Identifier } }, async (req) => {
    const owner = await findOwnerByIdentifier(db, req.params.identifier);
    return presentOwnerSummary(owner, await countOwnerGear(db, owner.userId));
  });
}
