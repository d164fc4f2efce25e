import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { badInput, notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { requireOwner } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { CalendarQuery, OwnerCalendar } from "../../../shared/calendar-contracts";
import {
  DuitnowQrImage,
  OwnerIdentifierParams,
  OwnerProfileRequest,
  OwnerProfileResponse,
  OwnerSummary,
  PaymentSettingsRequest,
  PaymentSettingsView,
  PublicOwnerProfile,
} from "../../../shared/owner-contracts";
import { calendarWindow, findOwnerCalendar } from "./calendar";
import { duitnowQrKey, removeDuitnowQr, setDuitnowQr, updatePaymentSettings } from "./payment-service";
import { presentOwnerProfile, presentPaymentSettings } from "./presenter";
import { removeOwnerPhoto, setOwnerPhoto, updateOwnerProfile } from "./profile-service";
import { readCacheOf } from "../../lib/read-cache";
import { serializeOnceCompiler } from "../../lib/kept-answers";
import { readOwnerProfile, readOwnerSummary } from "./public-reads";
import { findPaymentSettings } from "./repository";
import { DuitnowQrForm, OwnerPhotoForm } from "../../../shared/upload-forms";

/** The one image of a multipart upload, whatever its field name; 400 when none was sent. */
async function readOneImage(req: FastifyRequest, field: string): Promise<Buffer> {
  const { files } = await readMultipart(req);
  const file = files[0];
  if (!file || file.data.length === 0) {
    const message = msg("owners", "rules.chooseImage");
    throw badInput(message, { [field]: message });
  }
  return file.data;
}

/** Payment details, the QR and renters' names are the owner's alone: never kept by a shared cache. */
const noStore = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

const profile = { 200: PublicOwnerProfile };
const payment = { 200: PaymentSettingsView };

/**
 * Owner settings (/api/owners/me/*: the signed-in owner's own record only),
 * payment settings (private to their owner), the owner's calendar, and the
 * public owner profile, whose contract has no payment field at all.
 */
export async function ownerProfileRoutes(app: FastifyInstance) {
  const { db, database, storage, r, guarded } = moduleRoutes(app);
  const reads = { db, cache: readCacheOf(database) };
  // Kept answers are handed out as the same objects: serialise each once.
  const kept = { serializerCompiler: serializeOnceCompiler };
  /** /api/owners/me/*: the signed-in owner's own row only (401 / 403), so no one can name another owner's record. */
  const me = guarded(requireOwner);

  me.get("/api/owners/me/profile", { schema: { summary: "Read my owner profile", response: profile } }, (_req, owner) =>
    presentOwnerProfile(owner),
  );

  me.get(
    "/api/owners/me/calendar",
    {
      schema: {
        summary: "Read my bookings and blocks by date",
        querystring: CalendarQuery,
        response: { 200: OwnerCalendar },
      },
    },
    (req, owner, reply) => {
      noStore(reply);
      return findOwnerCalendar(db, owner.userId, calendarWindow(req.query));
    },
  );

  me.put(
    "/api/owners/me/profile",
    { schema: { summary: "Update my owner profile", body: OwnerProfileRequest, response: profile } },
    async (req, owner) => presentOwnerProfile(await updateOwnerProfile({ db, ownerId: owner.userId, input: req.body })),
  );

  me.post(
    "/api/owners/me/photo",
    { config: { multipart: OwnerPhotoForm }, schema: { summary: "Upload my owner photo", response: profile } },
    async (req, owner) => {
      const data = await readOneImage(req, "photo");
      return presentOwnerProfile(await setOwnerPhoto({ db, storage, ownerId: owner.userId, data }));
    },
  );

  me.delete(
    "/api/owners/me/photo",
    { schema: { summary: "Remove my owner photo", response: profile } },
    async (_req, owner) => presentOwnerProfile(await removeOwnerPhoto({ db, storage, ownerId: owner.userId })),
  );

  me.get(
    "/api/owners/me/payment-settings",
    { schema: { summary: "Read my payment details", response: payment } },
    async (_req, owner, reply) => {
      noStore(reply);
      return presentPaymentSettings(await findPaymentSettings(db, owner.userId));
    },
  );

  me.put(
    "/api/owners/me/payment-settings",
    { schema: { summary: "Update my payment details", body: PaymentSettingsRequest, response: payment } },
    async (req, owner, reply) => {
      noStore(reply);
      return presentPaymentSettings(await updatePaymentSettings({ db, ownerId: owner.userId, input: req.body }));
    },
  );

  me.post(
    "/api/owners/me/payment-settings/qr",
    {
      // 422 QR_REFUSED: an image, but not a usable DuitNow QR (duitnow-qr-read.ts); no state to conflict with.
      config: { multipart: DuitnowQrForm, errors: [422] },
      schema: { summary: "Upload my DuitNow QR code", response: payment },
    },
    async (req, owner, reply) => {
      const data = await readOneImage(req, "duitnowQr");
      noStore(reply);
      return presentPaymentSettings(await setDuitnowQr({ db, storage, ownerId: owner.userId, data }));
    },
  );

  me.get(
    "/api/owners/me/payment-settings/qr",
    {
      schema: {
        summary: "Download my DuitNow QR code",
        response: { 200: { content: { "image/webp": { schema: DuitnowQrImage } } } },
      },
    },
    async (_req, owner, reply) => {
      const key = await duitnowQrKey(db, owner.userId);
      if (!key) throw notFound(msg("owners", "things.duitnowQr"));
      return sendPrivateFile(reply, storage, key);
    },
  );

  me.delete(
    "/api/owners/me/payment-settings/qr",
    { schema: { summary: "Remove my DuitNow QR code", response: payment } },
    async (_req, owner, reply) => {
      noStore(reply);
      return presentPaymentSettings(await removeDuitnowQr({ db, storage, ownerId: owner.userId }));
    },
  );

  r.get(
    "/api/owners/:identifier",
    {
      ...kept,
      schema: {
        summary: "Read an owner's public profile",
        params: OwnerIdentifierParams,
        response: { 200: OwnerProfileResponse },
      },
    },
    async (req) => readOwnerProfile(reads, req.params.identifier),
  );

  r.get(
    "/api/owners/:identifier/summary",
    {
      ...kept,
      schema: {
        summary: "Read an owner's card for a gear page",
        params: OwnerIdentifierParams,
        response: { 200: OwnerSummary },
      },
    },
    async (req) => readOwnerSummary(reads, req.params.identifier),
  );
}
