import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { RENTING_ROLES, VOUCHER_ISSUER_ROLES } from "../../../shared/abilities";
import { OkResponse } from "../../../shared/contracts";
import {
  RenterVoucherList,
  VoucherChange,
  VoucherCheckQuery,
  VoucherCheckResponse,
  VoucherIdParams,
  VoucherInput,
  VoucherList,
  VoucherView,
} from "../../../shared/voucher-contracts";
import { checkVoucher, claimVoucher, listRenterVouchers } from "./renter-service";
import { changeVoucher, createVoucher, listIssuedVouchers } from "./service";

/**
 * Vouchers (issue 12 point 1). Owners manage their own and admins the
 * platform's; renters (user and owner accounts, who may book) list, claim and
 * check codes. Using a code happens in the booking request (bookings/create.ts).
 */
export async function voucherRoutes(app: FastifyInstance) {
  const { db, forRoles } = moduleRoutes(app);
  const issuers = forRoles(...VOUCHER_ISSUER_ROLES);
  const renters = forRoles(...RENTING_ROLES);

  issuers.get(
    "/api/vouchers/issued",
    { schema: { summary: "List vouchers I issued", response: { 200: VoucherList } } },
    async (_req, actor) => ({
      items: await listIssuedVouchers(db, actor),
    }),
  );

  issuers.post(
    "/api/vouchers",
    { schema: { summary: "Issue a voucher", body: VoucherInput, response: { 201: VoucherView } } },
    async (req, actor, reply) => reply.status(201).send(await createVoucher(db, actor, req.body)),
  );

  issuers.patch(
    "/api/vouchers/:id",
    {
      schema: {
        summary: "Change a voucher I issued",
        params: VoucherIdParams,
        body: VoucherChange,
        response: { 200: VoucherView },
      },
    },
    (req, actor) => changeVoucher(db, actor, req.params.id, req.body),
  );

  renters.get(
    "/api/vouchers",
    { schema: { summary: "List my vouchers as a renter", response: { 200: RenterVoucherList } } },
    async (_req, actor) => ({
      items: await listRenterVouchers(db, actor.user.id),
    }),
  );

  renters.post(
    "/api/vouchers/:id/claim",
    { schema: { summary: "Claim a voucher", params: VoucherIdParams, response: { 200: OkResponse } } },
    async (req, actor) => {
      await claimVoucher(db, actor.user.id, req.params.id);
      return { ok: true as const };
    },
  );

  renters.get(
    "/api/vouchers/check",
    {
      schema: {
        summary: "Check a voucher code against a listing and dates",
        querystring: VoucherCheckQuery,
        response: { 200: VoucherCheckResponse },
      },
    },
    (req, actor) => checkVoucher(db, actor, req.query),
  );
}
