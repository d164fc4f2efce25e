import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { roleApplications } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requireActor } from "../../plugins/actor";
import {
  ApplicationSignUpRequest,
  BecomeOwnerRequest,
  OwnerSignUpRequest,
  SessionResponse,
  SignUpRequest,
} from "../../../shared/contracts";
import type { ApplicationRole } from "../../../shared/roles";
import { USERNAME_MESSAGES, validateUsername } from "../../../shared/username";
import { presentSession } from "./presenters";
import { CHECK_EMAIL_MESSAGE, registerAccount, type Registration } from "./register";
import {
  applyForRole,
  assertMayBecomeOwner,
  assertUsernameUsable,
  createOwnerProfile,
  isAdminDomainEmail,
  isUsernameAvailable,
} from "./service";

const Registered = z.object({ userId: z.string() });

function signedInOrCheckEmail(
  reply: FastifyReply,
  reg: Registration,
): asserts reg is Registration & { userId: string } {
  if (!reg.userId) throw new AppError("CHECK_EMAIL", 409, CHECK_EMAIL_MESSAGE);
  reply.header("set-cookie", reg.setCookies);
}

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  r.get("/api/session", { schema: { response: { 200: SessionResponse } } }, async (req) => {
    const actor = await requireActor(req);
    const [application] = await db
      .select({ role: roleApplications.role, status: roleApplications.status })
      .from(roleApplications)
      .where(eq(roleApplications.userId, actor.user.id))
      .orderBy(desc(roleApplications.createdAt))
      .limit(1);
    return presentSession(
      actor,
      application ? { role: application.role as ApplicationRole, status: application.status } : null,
    );
  });

  r.post("/api/register", { schema: { body: SignUpRequest } }, async (req, reply) => {
    const reg = await registerAccount(app.deps, req, req.body);
    signedInOrCheckEmail(reply, reg);
    return reply.status(201).send(Registered.parse(reg));
  });

  r.post("/api/owners/register", { schema: { body: OwnerSignUpRequest } }, async (req, reply) => {
    // Refuse a taken username before an account is made for it.
    await assertUsernameUsable(db, req.body.username);
    const reg = await registerAccount(app.deps, req, req.body);
    // An existing staff/admin account signing up here gets no owner profile (and no cookie).
    if (reg.userId) await assertMayBecomeOwner(db, reg.userId);
    signedInOrCheckEmail(reply, reg);
    await createOwnerProfile(db, reg.userId, req.body.username, req.body.name);
    return reply.status(201).send(Registered.parse(reg));
  });

  r.post("/api/owners/become", { schema: { body: BecomeOwnerRequest } }, async (req, reply) => {
    const actor = await requireActor(req);
    await assertMayBecomeOwner(db, actor.user.id);
    await createOwnerProfile(db, actor.user.id, req.body.username, actor.owner?.displayName ?? actor.user.name);
    return reply.status(201).send({ userId: actor.user.id });
  });

  r.get(
    "/api/owners/username-availability",
    { schema: { querystring: z.object({ username: z.string().max(100) }) } },
    async (req) => {
      const actor = await requireActor(req).catch(() => null);
      const message = validateUsername(req.query.username);
      if (message) return { available: false, message };
      const available = await isUsernameAvailable(db, req.query.username, actor?.user.id);
      return { available, message: available ? null : USERNAME_MESSAGES.taken };
    },
  );

  r.post("/api/applications", { schema: { body: ApplicationSignUpRequest } }, async (req, reply) => {
    if (req.body.role === "admin" && !isAdminDomainEmail(config, req.body.email)) {
      const message = config.ADMIN_EMAIL_DOMAIN
        ? `Admin accounts need an e-mail address ending in @${config.ADMIN_EMAIL_DOMAIN}.`
        : "Admin registration is closed. Ask an existing admin to create your account.";
      throw new AppError("FORBIDDEN", 403, message, { email: message });
    }
    const reg = await registerAccount(app.deps, req, req.body);
    signedInOrCheckEmail(reply, reg);
    await applyForRole(db, reg.userId, req.body.role);
    return reply.status(201).send(Registered.parse(reg));
  });
}
