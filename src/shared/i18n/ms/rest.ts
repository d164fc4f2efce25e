import type { Messages } from "../catalogue-types";
import type { enRest } from "../en/rest";
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

/** The other Malay texts (as en/rest.ts). */
export const msRest: { [N in keyof typeof enRest]: Messages<(typeof enRest)[N]> } = {
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
};
