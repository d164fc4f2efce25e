import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translateFor } from "../../lib/i18n";
import { getActor } from "../../plugins/actor";
import { requestLanguage } from "../../plugins/request-language";
import { moduleRoutes } from "../../plugins/routes";
import {
  AdminRegistrationResponse,
  ApplicationSignUpRequest,
  BecomeOwnerRequest,
  CHECK_EMAIL_MESSAGE,
  CheckEmailResponse,
  OwnerSignUpRequest,
  RegisteredResponse,
  SessionResponse,
  SignUpRequest,
  UsernameAvailabilityQuery,
  UsernameAvailabilityResponse,
} from "../../../shared/account-contracts";
import { adminRegistration, assertMayApply, assertMayBecomeOwner } from "./policy";
import type { Registration } from "./register";
import { registerAccount } from "./register";
import {
  applyForRole,
  assertAccountMayBecomeOwner,
  assertUsernameUsable,
  checkUsername,
  createOwnerProfile,
  getSession,
} from "./service";

/** 202 "check your e-mail" whether or not the address had an account; 200 only to its holder (register.ts). */
const registered = { 200: RegisteredResponse, 202: CheckEmailResponse };

async function answer(req: FastifyRequest, reply: FastifyReply, reg: Registration) {
  if (reg.kind === "signed-in") {
    reply.header("set-cookie", reg.setCookies);
    return reply.status(200).send({ userId: reg.userId, existing: true });
  }
  const message = translateFor(await requestLanguage(req), CHECK_EMAIL_MESSAGE);
  return reply.status(202).send({ checkEmail: true, message });
}

export async function accountRoutes(app: FastifyInstance) {
  const { db, config, r, signedIn: withSession } = moduleRoutes(app);

  withSession.get(
    "/api/session",
    { schema: { summary: "Read the signed-in account, role and profile", response: { 200: SessionResponse } } },
    (_req, actor) => getSession(db, actor),
  );

  // The web app's "who is signed in, if anyone": signed out is an ordinary answer
  // here (200 null), so a visitor's first page logs no failed request. API callers
  // keep /api/session and its 401.
  r.get(
    "/api/session/current",
    {
      config: { access: "optional" },
      schema: {
        summary: "Read the signed-in account, or null when signed out",
        response: { 200: SessionResponse.nullable() },
      },
    },
    async (req) => {
      const actor = await getActor(req);
      return actor ? getSession(db, actor) : null;
    },
  );

  // Each sign-up's verification link lands where its form would have (the web's registration pages).
  r.post(
    "/api/register",
    { schema: { summary: "Register a renter account", body: SignUpRequest, response: registered } },
    async (req, reply) => answer(req, reply, await registerAccount(app.deps, req, req.body, "/profile?verified=1")),
  );

  r.post(
    "/api/owners/register",
    {
      schema: { summary: "Register an owner account with a username", body: OwnerSignUpRequest, response: registered },
    },
    async (req, reply) => {
      // Refuse a taken username before an account is made for it.
      await assertUsernameUsable(db, req.body.username);
      const reg = await registerAccount(app.deps, req, req.body, "/owners/dashboard?verified=1");
      if (reg.userId) {
        // An existing staff/admin account signing up here gets no owner profile (and no cookie).
        await assertAccountMayBecomeOwner(db, reg.userId);
        await createOwnerProfile(db, reg.userId, req.body.username, req.body.name);
      }
      return answer(req, reply, reg);
    },
  );

  withSession.post(
    "/api/owners/become",
    {
      schema: {
        summary: "Add an owner profile to the signed-in account",
        body: BecomeOwnerRequest,
        response: { 201: RegisteredResponse },
      },
    },
    async (req, actor, reply) => {
      // The actor's row is already loaded: its role needs no second query.
      assertMayBecomeOwner(actor.user.role);
      await createOwnerProfile(db, actor.user.id, req.body.username, actor.owner?.displayName ?? actor.user.name);
      return reply.status(201).send({ userId: actor.user.id });
    },
  );

  r.get(
    "/api/owners/username-availability",
    {
      config: { access: "optional" },
      schema: {
        summary: "Check whether an owner username is free",
        querystring: UsernameAvailabilityQuery,
        response: { 200: UsernameAvailabilityResponse },
      },
    },
    async (req) => {
      const actor = await getActor(req).catch(() => null);
      const { available, message } = await checkUsername(db, req.query.username, actor?.user.id);
      // A text in an ordinary answer: in the caller's language (saved, else Accept-Language).
      return { available, message: message && translateFor(await requestLanguage(req), message) };
    },
  );

  r.get(
    "/api/applications/admin-registration",
    { schema: { summary: "Say whether admin registration is open", response: { 200: AdminRegistrationResponse } } },
    () => adminRegistration(config.ADMIN_EMAIL_DOMAIN),
  );

  r.post(
    "/api/applications",
    { schema: { summary: "Apply for a staff or admin account", body: ApplicationSignUpRequest, response: registered } },
    async (req, reply) => {
      assertMayApply(config.ADMIN_EMAIL_DOMAIN, req.body.role, req.body.email);
      const reg = await registerAccount(app.deps, req, req.body, "/profile?applied=1&verified=1");
      if (reg.userId) await applyForRole(db, reg.userId, req.body.role);
      return answer(req, reply, reg);
    },
  );
}
