import type { RestNamespace } from "../groups";
import { mail } from "./mail";
import { admin } from "./admin";
import { backoffice } from "./backoffice";
import { verification } from "./verification";
import { invoices } from "./invoices";
import { handover } from "./handover";
import { moderation } from "./moderation";
import { audit } from "./audit";
import { staff } from "./staff";
import { scam } from "./scam";
import { vouchers } from "./vouchers";
import { deposits } from "./deposits";
import { salary } from "./salary";
import { accountant } from "./accountant";
import { jobs } from "./jobs";
import { push } from "./push";
import { calendars } from "./calendars";

/** The other English texts: the web loads them with the first page that needs them. */
export const enRest = {
  mail,
  admin,
  backoffice,
  verification,
  invoices,
  handover,
  moderation,
  audit,
  staff,
  scam,
  vouchers,
  deposits,
  salary,
  accountant,
  jobs,
  push,
  calendars,
} satisfies Record<RestNamespace, object>;
