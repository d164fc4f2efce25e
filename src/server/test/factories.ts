import { insertPasswordAccount } from "../accounts-store";
import { owners, type users } from "../db/schema";
import { signIn, type TestApp, uniqueEmail } from "./test-app";

type UserOverrides = Partial<Omit<typeof users.$inferInsert, "id">> & { password?: string };

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  /** Session cookie of a sign-in through POST /api/auth/sign-in/email. */
  cookie: string;
}

const DEFAULT_PASSWORD = "correct-horse-battery";

/**
 * An account with a password, inserted directly (no sign-up e-mails), then
 * signed in. `buildUser(ctx, { role: "staff" })`, `buildUser(ctx, { verificationStatus: "verified", city: "Ipoh" })`.
 */
export async function buildUser(ctx: TestApp, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const email = (fields.email ?? uniqueEmail(fields.role ?? "user")).toLowerCase();
  const id = await insertPasswordAccount(
    ctx.db,
    ctx.app.deps.auth,
    { name: "Test User", emailVerified: true, ...fields, email },
    password,
  );
  const cookie = await signIn(ctx.app, email, password);
  return { id, email, password, cookie };
}

/** An account with an owner profile named `username`. */
export async function buildOwner(
  ctx: TestApp,
  { username, displayName, ...overrides }: UserOverrides & { username: string; displayName?: string },
): Promise<BuiltUser> {
  const user = await buildUser(ctx, { name: "Test Owner", ...overrides });
  await ctx.db
    .insert(owners)
    .values({ userId: user.id, username, displayName: displayName ?? overrides.name ?? "Test Owner" });
  return user;
}
