import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors";
import { requireOwner } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { FileResponse } from "../../../shared/booking-contracts";
import {
  DepositAnswerRequest,
  DepositClaimRequest,
  DepositDecisionRequest,
  DepositDisputeResponse,
  DepositListResponse,
  DepositParams,
  DepositView,
} from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { bookingFor } from "../bookings/booking-guard";
import { listDisputes, listOwnerDeposits, readDispute } from "./lists";
import { recordRefund, refundReceiptKey } from "./refund";
import { answerClaim, claimDeposit, decideDispute, readDeposit, returnDeposit } from "./service";
import { DepositRefundForm } from "../../../shared/upload-forms";

const view = { 200: DepositView };

/**
 * A booking's deposit after the return (issue 11 item 3). The booking guard lets
 * through whoever may read the booking (404 to anyone else); the deposit policy
 * decides each step: the owner settles and records the refund, the renter
 * answers a claim, admins and staff decide a dispute.
 */
export async function depositRoutes(app: FastifyInstance) {
  const { db, storage, guarded, forRoles } = moduleRoutes(app);
  const readers = guarded(bookingFor(db, "read"));

  readers.get(
    "/api/bookings/:id/deposit",
    { schema: { summary: "Read a booking's deposit", params: DepositParams, response: view } },
    (_req, w) => readDeposit(db, w.actor, w.booking),
  );

  readers.post(
    "/api/bookings/:id/deposit/return",
    { schema: { summary: "Return the deposit in full", params: DepositParams, response: view } },
    (_req, w) => returnDeposit(db, w.actor, w.booking),
  );

  readers.post(
    "/api/bookings/:id/deposit/claim",
    { schema: { summary: "Claim from the deposit", params: DepositParams, body: DepositClaimRequest, response: view } },
    (req, w) => claimDeposit({ db, ...w, input: req.body }),
  );

  readers.post(
    "/api/bookings/:id/deposit/answer",
    {
      schema: {
        summary: "Accept or dispute a deposit claim",
        params: DepositParams,
        body: DepositAnswerRequest,
        response: view,
      },
    },
    (req, w) => answerClaim({ db, ...w, input: req.body }),
  );

  readers.post(
    "/api/bookings/:id/deposit/decision",
    {
      schema: {
        summary: "Decide a disputed deposit claim",
        params: DepositParams,
        body: DepositDecisionRequest,
        response: view,
      },
    },
    (req, w) => decideDispute({ db, ...w, input: req.body }),
  );

  readers.post(
    "/api/bookings/:id/deposit/refund",
    {
      config: { multipart: DepositRefundForm },
      schema: { summary: "Record the deposit refund", params: DepositParams, response: view },
    },
    // The body is read only after the refund check: a refused caller's upload is never buffered.
    (req, w) => recordRefund({ db, storage, ...w, readUpload: () => readMultipart(req) }),
  );

  readers.get(
    "/api/bookings/:id/deposit/refund-receipt",
    {
      schema: {
        summary: "Download the deposit refund's receipt",
        params: DepositParams,
        response: {
          200: { description: "The refund's transfer receipt.", content: { "image/webp": { schema: FileResponse } } },
        },
      },
    },
    async (_req, w, reply) => {
      const key = await refundReceiptKey(db, w.actor, w.booking);
      if (!key) throw notFound(msg("deposits", "things.receipt"));
      return sendPrivateFile(reply, storage, key);
    },
  );

  guarded(requireOwner).get(
    "/api/owners/me/deposits",
    { schema: { summary: "List deposits on my bookings", response: { 200: DepositListResponse } } },
    (_req, owner) => listOwnerDeposits(db, owner.userId),
  );

  const support = forRoles("admin", "staff");
  support.get(
    "/api/deposit-disputes",
    { schema: { summary: "List disputed deposit claims", response: { 200: DepositListResponse } } },
    () => listDisputes(db),
  );
  support.get(
    "/api/deposit-disputes/:id",
    {
      schema: {
        summary: "Read a disputed deposit claim",
        params: DepositParams,
        response: { 200: DepositDisputeResponse },
      },
    },
    (req, actor) => readDispute(db, actor, req.params.id),
  );
}
