import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { FileResponse } from "../../../shared/booking-contracts";
import {
  AnswerSheetRequest,
  HandoverResponse,
  SaveSheetRequest,
  SheetParams,
  SheetPhotoParams,
  SheetPhotoQuery,
  SheetPhotosResponse,
  SheetResponse,
} from "../../../shared/handover-contracts";
import { BookingIdParams } from "../../../shared/booking-contracts";
import { msg } from "../../../shared/i18n/message";
import { bookingFor } from "../bookings/booking-guard";
import { answerSheet, readSheets, saveSheet, sendSheet } from "./service";
import { addSheetPhotos, listSheetPhotos, removeSheetPhoto, sheetPhotoKey } from "./photos";
import { SheetPhotosForm } from "../../../shared/upload-forms";

const photoFile = {
  200: {
    description: "A photo of the sheet, re-encoded as WebP.",
    content: { "image/webp": { schema: FileResponse } },
  },
};

/**
 * The handover check sheets of a booking (issue 11 item 2): the owner fills in
 * the pickup sheet (confirmed booking) and the return sheet (active booking)
 * with items, notes and photos; the renter confirms each or disagrees. The
 * booking guard lets through whoever may read the booking; the handover policy
 * decides the rest (accountants, for one, do not see the sheets).
 */
export async function handoverRoutes(app: FastifyInstance) {
  const { db, storage, guarded } = moduleRoutes(app);
  const readers = guarded(bookingFor(db, "read"));

  readers.get(
    "/api/bookings/:id/sheets",
    {
      schema: {
        summary: "Read a booking's handover sheets",
        params: BookingIdParams,
        response: { 200: HandoverResponse },
      },
    },
    async (_req, { actor, booking }) => readSheets(db, actor, booking),
  );

  readers.put(
    "/api/bookings/:id/sheets/:kind",
    {
      schema: {
        summary: "Save a handover sheet",
        params: SheetParams,
        body: SaveSheetRequest,
        response: { 200: SheetResponse },
      },
    },
    async (req, { actor, booking }) => saveSheet({ db, actor, booking, kind: req.params.kind, input: req.body }),
  );

  readers.post(
    "/api/bookings/:id/sheets/:kind/send",
    {
      schema: {
        summary: "Send a handover sheet to the renter",
        params: SheetParams,
        description: "The owner sends the saved sheet (with at least one photo) to the renter to confirm.",
        response: { 200: SheetResponse },
      },
    },
    async (req, { actor, booking }) => sendSheet({ db, actor, booking, kind: req.params.kind, input: null }),
  );

  readers.post(
    "/api/bookings/:id/sheets/:kind/answer",
    {
      schema: {
        summary: "Confirm or dispute a handover sheet",
        params: SheetParams,
        body: AnswerSheetRequest,
        response: { 200: SheetResponse },
      },
    },
    async (req, { actor, booking }) => answerSheet({ db, actor, booking, kind: req.params.kind, input: req.body }),
  );

  readers.get(
    "/api/bookings/:id/sheets/:kind/photos",
    {
      schema: {
        summary: "List a handover sheet's photos",
        params: SheetParams,
        response: { 200: SheetPhotosResponse },
      },
    },
    async (req, { actor, booking }) => listSheetPhotos(db, actor, booking, req.params.kind),
  );

  readers.post(
    "/api/bookings/:id/sheets/:kind/photos",
    {
      config: { multipart: SheetPhotosForm },
      schema: {
        summary: "Add photos to a handover sheet",
        params: SheetParams,
        description: "The sheet must be saved first.",
        response: { 201: SheetPhotosResponse },
      },
    },
    async (req, { actor, booking }, reply) => {
      // The body is read only after the write check: a refused caller's upload is never buffered.
      const readFiles = async () => (await readMultipart(req)).files;
      const answer = await addSheetPhotos({ db, storage, actor, booking, kind: req.params.kind, readFiles });
      return reply.status(201).send(answer);
    },
  );

  readers.get(
    "/api/bookings/:id/sheets/:kind/photos/:photoId",
    {
      schema: {
        summary: "Download a handover photo",
        params: SheetPhotoParams,
        querystring: SheetPhotoQuery,
        response: photoFile,
      },
    },
    async (req, { actor, booking }, reply) => {
      const { kind, photoId } = req.params;
      const key = await sheetPhotoKey(db, actor, booking, kind, photoId, req.query.size);
      if (!key) throw notFound(msg("handover", "things.photo"));
      return sendPrivateFile(reply, storage, key);
    },
  );

  readers.delete(
    "/api/bookings/:id/sheets/:kind/photos/:photoId",
    {
      schema: { summary: "Remove a handover photo", params: SheetPhotoParams, response: { 200: SheetPhotosResponse } },
    },
    async (req, { actor, booking }) =>
      removeSheetPhoto({ db, storage, actor, booking, kind: req.params.kind, photoId: req.params.photoId }),
  );
}
