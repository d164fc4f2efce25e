import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import { enqueueEmail } from "../../jobs/email";
import { newId } from "../../lib/ids";
import { onEmailVerified } from "../accounts/email-verified";

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
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, "reset-password", user.email, { name: user.name, url });
      },
      async onExistingUserSignUp({ user }) {
        await enqueueEmail(db, "existing-account", user.email, {
          name: user.name,
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
        await enqueueEmail(db, "verify-email", user.email, { name: user.name, url });
      },
      async afterEmailVerification(user) {
        await onEmailVerified({ db, config, userId: user.id, email: user.email });
      },
    },
    // Deleting an account is ours (modules/profile/delete-account.ts): one transaction with our rules.
    user: { deleteUser: { enabled: false } },
    rateLimit: {
      // Per client address, in memory (one process). The per-account sign-in
      // throttle is ours, in the database (modules/auth/throttle.ts).
      enabled: true,
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window: 60, max: 60 },
        "/sign-up/email": { window: 60, max: 60 },
        "/request-password-reset": { window: 60, max: 10 },
        "/send-verification-email": { window: 60, max: 10 },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
