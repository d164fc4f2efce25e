import type { FastifyInstance } from "fastify";
import { requireOwner } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { CreateGearResponse, GearIdParams as KitId } from "../../../shared/gear-contracts";
import { KitComponentsRequest, KitView } from "../../../shared/kit-contracts";
import { readGearUpload } from "../gear/photos";
import { requireGearManager } from "../gear/policy";
import { findGear } from "../gear/repository";
import { createKit, parseKitData, readKit, readPublicKit, setComponents } from "./service";
import { notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { CreateKitForm } from "../../../shared/upload-forms";

/**
 * Kits (issue 32 item 2, ADR 039): an owner builds one from their own listings;
 * it is a gear row of kind 'kit', so editing its fields, photos, blocks, archive
 * and its public page and availability are the gear routes'. Here: creating it,
 * its components (the owner's, 404 to anyone else, as the gear routes), and the
 * public list of what is in it.
 */
export async function kitRoutes(app: FastifyInstance) {
  const { db, storage, r, guarded } = moduleRoutes(app);
  const asOwner = guarded(requireOwner);
  const asManager = guarded(async (req) => {
    const { id } = KitId.parse(req.params);
    const { item } = await requireGearManager(req, () => findGear(db, id));
    if (item.kind !== "kit") throw notFound(msg("gear", "kits.thatKit"));
    return item;
  });

  asOwner.post(
    "/api/kits",
    {
      config: { multipart: CreateKitForm },
      schema: { summary: "Create a kit of my listings, with its photos", response: { 201: CreateGearResponse } },
    },
    async (req, owner, reply) => {
      const upload = await readGearUpload(req);
      const data = parseKitData(upload.data);
      const gear = await createKit({ db, storage, owner, data, photos: upload.photos });
      return reply.status(201).send({ gear });
    },
  );

  asManager.get(
    "/api/owners/me/kits/:id",
    { schema: { summary: "Read one of my kits' components", params: KitId, response: { 200: KitView } } },
    (_req, kit) => readKit(db, kit.id),
  );

  asManager.put(
    "/api/kits/:id/components",
    {
      // The components' rules (rules.ts), current state included, are each a 400 on `components`.
      config: { errors: [] },
      schema: {
        summary: "Replace a kit's components",
        params: KitId,
        body: KitComponentsRequest,
        response: { 200: KitView },
      },
    },
    (req, kit) => setComponents(db, kit, req.body.components),
  );

  r.get(
    "/api/kits/:id",
    { schema: { summary: "Read what a public kit is made of", params: KitId, response: { 200: KitView } } },
    (req) => readPublicKit(db, req.params.id),
  );
}
