import "../load-env";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../app";
import { insertPasswordAccount } from "../accounts-store";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../db/lock";
import { users } from "../db/schema";
import { recordAudit } from "../modules/audit/record";
import { loadOrCreateSecret } from "../lib/secrets";
import { Email } from "../../shared/contracts";

/** `npm run admin:create -- <email>`: make the first admin (or promote an account). */
const parsed = Email.safeParse(process.argv[2] ?? "");
if (!parsed.success) {
  console.error("Usage: npm run admin:create -- <email>");
  process.exit(2);
}
const email = parsed.data;
const config = { ...loadConfig(), LOG_LEVEL: "silent" as const };
const dataDir = path.resolve(config.DATA_DIR);
let release = () => {};
try {
  release = config.DATABASE_URL ? release : lockDataDir(dataDir);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: config.DATABASE_URL ? undefined : path.join(dataDir, "db"),
  });
  const secret = config.SESSION_SECRET ?? (await loadOrCreateSecret(database.db, "session_secret"));
  const app = await buildApp({ config, database, secret, distDir: false });
  const [existing] = await database.db.select().from(users).where(eq(users.email, email));
  let id: string;
  if (existing) {
    id = existing.id;
    await database.db.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, id));
    console.log(`${email} is now an admin.`);
  } else {
    const password = randomBytes(12).toString("base64url");
    id = await insertPasswordAccount(
      database.db,
      app.deps.auth,
      { name: "Admin", email, role: "admin", emailVerified: true },
      password,
    );
    console.log(
      `Created admin ${email} with the password ${password}\nSign in at ${config.publicUrl}/admin/login and change it on /profile.`,
    );
  }
  await recordAudit(database.db, {
    actorId: null,
    action: "role.granted",
    subjectType: "user",
    subjectId: id,
    after: { role: "admin" },
    detail: { via: "cli" },
  });
  await app.close();
  await database.close();
  release();
} catch (err) {
  release();
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
