import type { Db } from "./db/client";
import { accounts, users } from "./db/schema";
import { newId } from "./lib/ids";
import type { Auth } from "./modules/auth/auth";

type NewUser = Omit<typeof users.$inferInsert, "id">;

/**
 * Create an e-mail + password account directly, hashing with better-auth's own
 * hasher so it signs in like any other. For the demo seed and the admin CLI,
 * which must not send sign-up e-mails.
 */
export async function insertPasswordAccount(db: Db, auth: Auth, user: NewUser, password: string): Promise<string> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ ...user, id, email: user.email.toLowerCase() });
    await tx
      .insert(accounts)
      .values({ id: newId(), accountId: id, providerId: "credential", userId: id, password: hash });
  });
  return id;
}
