import type { FastifyInstance } from "fastify";
import { requireOwner } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { GearDetail } from "../../../shared/catalogue";
import {
  AvailabilityQuery,
  CreateBlockRequest,
  CreateGearResponse,
  GearAvailability,
  GearBlockList,
  GearBlockParams,
  GearBlockView,
  GearIdParams as GearId,
  GearUnitList,
  GearUnitParams,
  UpdateGearUnitRequest,
  GearPhotoParams as PhotoParams,
  NoContent,
  OwnerGearList,
  PhotoOrderRequest,
  UpdateGearRequest,
} from "../../../shared/gear-contracts";
import { readCacheOf } from "../../lib/read-cache";
import { readPublicAvailability, readPublicGearDetail } from "./public-reads";
import { addBlock, listBlocks, removeBlock } from "./blocks";
import { addGearPhotos, readGearUpload, removeGearPhoto, reorderGearPhotos } from "./photos";
import { requireGearManager } from "./policy";
import { serializeOnceCompiler } from "../../lib/kept-answers";
import { findGear } from "./repository";
import { listUnits, setUnitLabel } from "./units";
import { createGear, getGearDetail, listOwnGear, parseListingData, setGearStatus, updateGear } from "./service";
import { CreateGearForm, GearPhotosForm } from "../../../shared/upload-forms";

/** Every answer that is the listing's detail view (the owner's editor reads it back after each change). */
const detail = { 200: GearDetail };

/**
 * Owner gear management (create, edit, archive, photos, blocked dates) and the
 * public gear read and availability. Management endpoints answer 404 to anyone
 * but the listing's owner; GET /api/gear (search) lives in modules/search.
 */
export async function gearRoutes(app: FastifyInstance) {
  const { db, database, storage, r, guarded } = moduleRoutes(app);
  const reads = { db, cache: readCacheOf(database) };
  /** Routes of the owner's own listings in general (401 / 403); the handler gets the owner row. */
  const asOwner = guarded(requireOwner);
  /** Routes of one listing, :id, for its owner alone (401 / 404); the handler gets the listing row. */
  const asManager = guarded(async (req) => {
    // The route's schema has checked the params already; parsing again gives them their type here.
    const { id } = GearId.parse(req.params);
    return (await requireGearManager(req, () => findGear(db, id))).item;
  });

  asOwner.get(
    "/api/owners/me/gear",
    { schema: { summary: "List my gear listings", response: { 200: OwnerGearList } } },
    (_req, owner) => listOwnGear(db, owner.userId),
  );

  asManager.get(
    "/api/owners/me/gear/:id",
    { schema: { summary: "Read one of my listings for editing", params: GearId, response: detail } },
    (_req, item) => getGearDetail(db, item.id),
  );

  asOwner.post(
    "/api/gear",
    {
      config: { multipart: CreateGearForm },
      schema: { summary: "Create a listing with its photos", response: { 201: CreateGearResponse } },
    },
    async (req, owner, reply) => {
      const upload = await readGearUpload(req);
      const input = parseListingData(upload.data);
      const gear = await createGear({ db, storage, owner, input, photos: upload.photos });
      return reply.status(201).send({ gear });
    },
  );

  asManager.patch(
    "/api/gear/:id",
    { schema: { summary: "Edit a listing", params: GearId, body: UpdateGearRequest, response: detail } },
    (req, item) => updateGear({ db, item, input: req.body }),
  );

  asManager.post(
    "/api/gear/:id/archive",
    { schema: { summary: "Archive a listing", params: GearId, response: detail } },
    (_req, item) => setGearStatus({ db, item, status: "archived" }),
  );

  asManager.post(
    "/api/gear/:id/restore",
    { schema: { summary: "Restore an archived listing", params: GearId, response: detail } },
    (_req, item) => setGearStatus({ db, item, status: "active" }),
  );

  asManager.post(
    "/api/gear/:id/photos",
    {
      config: { multipart: GearPhotosForm },
      schema: { summary: "Add photos to a listing", params: GearId, response: detail },
    },
    async (req, item) => {
      const { photos } = await readGearUpload(req);
      await addGearPhotos({ db, storage, gearId: item.id, photos });
      return getGearDetail(db, item.id);
    },
  );

  asManager.delete(
    "/api/gear/:id/photos/:photoId",
    { schema: { summary: "Remove a photo from a listing", params: PhotoParams, response: detail } },
    async (req, item) => {
      await removeGearPhoto({ db, storage, gearId: item.id, photoId: req.params.photoId });
      return getGearDetail(db, item.id);
    },
  );

  asManager.put(
    "/api/gear/:id/photos/order",
    { schema: { summary: "Reorder a listing's photos", params: GearId, body: PhotoOrderRequest, response: detail } },
    async (req, item) => {
      await reorderGearPhotos({ db, gearId: item.id, photoIds: req.body.photoIds });
      return getGearDetail(db, item.id);
    },
  );

  // The units and their labels (serial numbers): the owner's alone, as the labels are not public.
  asManager.get(
    "/api/owners/me/gear/:id/units",
    { schema: { summary: "List a listing's units and their labels", params: GearId, response: { 200: GearUnitList } } },
    (_req, item) => listUnits(db, item.id),
  );

  asManager.put(
    "/api/gear/:id/units/:number",
    {
      // A label is free text on an existing unit: nothing to conflict with (an absent unit is the 404).
      config: { errors: [] },
      schema: {
        summary: "Label one unit of a listing (its serial number)",
        params: GearUnitParams,
        body: UpdateGearUnitRequest,
        response: { 200: GearUnitList },
      },
    },
    (req, item) => setUnitLabel(db, item.id, req.params.number, req.body.label),
  );

  asManager.get(
    "/api/gear/:id/blocks",
    { schema: { summary: "List a listing's blocked dates", params: GearId, response: { 200: GearBlockList } } },
    (_req, item) => listBlocks(db, item.id),
  );

  asManager.post(
    "/api/gear/:id/blocks",
    {
      schema: {
        summary: "Block dates on a listing",
        params: GearId,
        body: CreateBlockRequest,
        response: { 201: GearBlockView },
      },
    },
    async (req, item, reply) => {
      const block = await addBlock({ db, gearId: item.id, input: req.body });
      return reply.status(201).send(block);
    },
  );

  asManager.delete(
    "/api/gear/:id/blocks/:blockId",
    { schema: { summary: "Unblock dates on a listing", params: GearBlockParams, response: { 204: NoContent } } },
    async (req, item, reply) => {
      await removeBlock({ db, gearId: item.id, blockId: req.params.blockId });
      return reply.status(204).send(null);
    },
  );

  // Kept answers are handed out as the same objects: serialise each once.
  r.get(
    "/api/gear/:id",
    {
      serializerCompiler: serializeOnceCompiler,
      schema: { summary: "Read a listing's public view", params: GearId, response: detail },
    },
    async (req) => readPublicGearDetail(reads, req.params.id),
  );

  r.get(
    "/api/gear/:id/availability",
    {
      serializerCompiler: serializeOnceCompiler,
      schema: {
        summary: "Read a listing's taken dates",
        params: GearId,
        querystring: AvailabilityQuery,
        response: { 200: GearAvailability },
      },
    },
    async (req) => readPublicAvailability(reads, req.params.id, req.query),
  );
}
