import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import { enqueueEmail, enqueueEmailTo } from "../../jobs/email";
import { newId } from "../../lib/ids";
import { resolveLanguage } from "../../plugins/request-language";
import { onEmailVerified } from "../accounts/email-verified";
import { revokeResetLinks } from "./reset-links";

export interface AuthDeps {
  db: Db;
  config: Config;
  secret: string;
}

/**
 * better-auth, configured for SewaGear: e-mail + password only, sessions in an
 * httpOnly cookie, reset and verification links sent through the jobs outbox.
 */
export function createAuth({ db, config, secret }: AuthDeps) {
  const scaled = (max: number) => Math.max(1, Math.round(max * config.RATE_LIMIT_FACTOR));
  const https = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "SewaGear",
    logger: {
      disabled: config.LOG_LEVEL === "silent",
      level: config.LOG_LEVEL === "debug" || config.LOG_LEVEL === "trace" ? "debug" : "warn",
    },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      cookiePrefix: "sewagear",
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      database: { generateId: () => newId() },
      // Behind a proxy the client address comes from X-Forwarded-For; otherwise
      // the bridge passes the socket address in x-sewagear-ip and strips any
      // client-sent copy.
      ipAddress: { ipAddressHeaders: ["x-sewagear-ip"] },
    },
    session: {
      // Seed section 9: saved credentials are valid for 7 days.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // No auto sign-in: sign-up then answers the same whether or not the address
      // is registered; our register endpoints sign in with the same credentials.
      autoSignIn: false,
      // A password opens no session until the address is confirmed (its link signs the account
      // in): otherwise "register with P, then sign in with P" would tell a new address (signed in)
      // from a registered one (refused). The bridge answers an unconfirmed account's right
      // password exactly like a wrong one (plugins/auth-bridge.ts, ADR 046).
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        // To the account by id (jobs/email.ts): the payload holds no address or name.
        await enqueueEmailTo(db, "reset-password", user.id, { url });
      },
      // The used link is consumed by better-auth; the account's other links go too.
      async onPasswordReset({ user }) {
        await revokeResetLinks(db, user.id);
      },
      async onExistingUserSignUp({ user }) {
        await enqueueEmailTo(db, "existing-account", user.id, {
          loginUrl: `${config.publicUrl}/auth/login`,
          resetUrl: `${config.publicUrl}/auth/forgot-password`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        // To the address, not the account: the link proves this address (a sign-up's, or a new one
        // being changed to), so it must go exactly there; the job is purged after the retention period.
        await enqueueEmail(db, "verify-email", user.email, { name: user.name, url });
      },
      async afterEmailVerification(user) {
        await onEmailVerified({ db, config, userId: user.id, email: user.email });
      },
    },
    user: {
      // Deleting an account is ours (modules/profile/delete-account.ts): one transaction with our rules.
      deleteUser: { enabled: false },
      // Never taken from a request body; set below from the sign-up page's language.
      additionalFields: { language: { type: "string", required: false, input: false } },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account reads SewaGear in the language of the page it signed up on (the web sends it as
          // Accept-Language; the device's choice is its cookie), in the same insert, so its verification
          // e-mail is already in that language.
          async before(user, ctx) {
            const language = resolveLanguage({
              cookie: ctx?.headers?.get("cookie"),
              acceptLanguage: ctx?.headers?.get("accept-language"),
            });
            return { data: { ...user, language } };
          },
        },
      },
    },
    rateLimit: {
      // Per client address, in memory (one process). The per-account sign-in
      // throttle is ours, in the database (modules/auth/throttle.ts). Scaled by
      // RATE_LIMIT_FACTOR like every other per-address limit (0: off).
      enabled: config.RATE_LIMIT_FACTOR > 0,
      window: 60,
      max: scaled(200),
      customRules: {
        "/sign-in/email": { window: 60, max: scaled(60) },
        "/sign-up/email": { window: 60, max: scaled(60) },
        "/request-password-reset": { window: 60, max: scaled(10) },
        "/send-verification-email": { window: 60, max: scaled(10) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
