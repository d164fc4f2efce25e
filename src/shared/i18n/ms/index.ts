import type { Messages } from "../catalogue-types";
import type { en } from "../en";
import { common } from "./common";
import { errors } from "./errors";
import { mail } from "./mail";
import { nav } from "./nav";
import { validation } from "./validation";
import { meta } from "./meta";
import { auth } from "./auth";
import { profile } from "./profile";
import { admin } from "./admin";
import { backoffice } from "./backoffice";
import { verification } from "./verification";
import { notifications } from "./notifications";
import { bookings } from "./bookings";
import { invoices } from "./invoices";
import { gear } from "./gear";
import { owners } from "./owners";
import { catalogue } from "./catalogue";
import { search } from "./search";
import { wanted } from "./wanted";
import { handover } from "./handover";
import { analytics } from "./analytics";
import { moderation } from "./moderation";
import { audit } from "./audit";
import { staff } from "./staff";
import { scam } from "./scam";
import { vouchers } from "./vouchers";
import { deposits } from "./deposits";
import { salary } from "./salary";
import { accountant } from "./accountant";
import { hardening } from "./hardening";
import { jobs } from "./jobs";
import { push } from "./push";

/** Every Malay namespace. The web loads this chunk only when Malay is shown (src/web/lib/i18n.ts). */
export const ms: { [N in keyof typeof en]: Messages<(typeof en)[N]> } = {
  common,
  errors,
  mail,
  nav,
  validation,
  meta,
  auth,
  profile,
  admin,
  backoffice,
  verification,
  notifications,
  bookings,
  invoices,
  gear,
  owners,
  catalogue,
  search,
  wanted,
  handover,
  analytics,
  moderation,
  audit,
  staff,
  scam,
  vouchers,
  deposits,
  salary,
  accountant,
  hardening,
  jobs,
  push,
};
