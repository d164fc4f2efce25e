import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { isAdminDomainEmail } from "./policy";
import { grantPendingAdminApplication } from "./repository";

/**
 * Called by better-auth once an address is verified: a pending admin application
 * from the admin e-mail domain becomes the admin role. Until then it grants nothing.
 */
export async function onEmailVerified({
  db,
  config,
  userId,
  email,
}: {
  db: Db;
  config: Config;
  userId: string;
  email: string;
}) {
  if (!isAdminDomainEmail(config.ADMIN_EMAIL_DOMAIN, email)) return;
  await grantPendingAdminApplication(db, userId, "verified e-mail in ADMIN_EMAIL_DOMAIN");
}
