import { common as enCommon } from "./en/common";
import { errors as enErrors } from "./en/errors";
import { mail as enMail } from "./en/mail";
import { nav as enNav } from "./en/nav";
import { validation as enValidation } from "./en/validation";
import { meta as enMeta } from "./en/meta";
import { auth as enAuth } from "./en/auth";
import { profile as enProfile } from "./en/profile";
import { admin as enAdmin } from "./en/admin";
import { backoffice as enBackoffice } from "./en/backoffice";
import { verification as enVerification } from "./en/verification";
import { notifications as enNotifications } from "./en/notifications";
import { bookings as enBookings } from "./en/bookings";
import { invoices as enInvoices } from "./en/invoices";
import { gear as enGear } from "./en/gear";
import { owners as enOwners } from "./en/owners";
import { catalogue as enCatalogue } from "./en/catalogue";
import { search as enSearch } from "./en/search";
import { wanted as enWanted } from "./en/wanted";
import type { Language } from "./languages";
import { common as msCommon } from "./ms/common";
import { errors as msErrors } from "./ms/errors";
import { mail as msMail } from "./ms/mail";
import { nav as msNav } from "./ms/nav";
import { validation as msValidation } from "./ms/validation";
import { meta as msMeta } from "./ms/meta";
import { auth as msAuth } from "./ms/auth";
import { profile as msProfile } from "./ms/profile";
import { admin as msAdmin } from "./ms/admin";
import { backoffice as msBackoffice } from "./ms/backoffice";
import { verification as msVerification } from "./ms/verification";
import { notifications as msNotifications } from "./ms/notifications";
import { bookings as msBookings } from "./ms/bookings";
import { invoices as msInvoices } from "./ms/invoices";
import { gear as msGear } from "./ms/gear";
import { owners as msOwners } from "./ms/owners";
import { catalogue as msCatalogue } from "./ms/catalogue";
import { search as msSearch } from "./ms/search";
import { wanted as msWanted } from "./ms/wanted";

/**
 * Every catalogue, per language and namespace (a namespace per feature). English
 * is the source: the seed's texts stay verbatim there; Malay mirrors its keys.
 */
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    nav: enNav,
    mail: enMail,
    validation: enValidation,
    meta: enMeta,
    auth: enAuth,
    profile: enProfile,
    admin: enAdmin,
    backoffice: enBackoffice,
    verification: enVerification,
    notifications: enNotifications,
    bookings: enBookings,
    invoices: enInvoices,
    gear: enGear,
    owners: enOwners,
    catalogue: enCatalogue,
    search: enSearch,
    wanted: enWanted,
  },
  ms: {
    common: msCommon,
    errors: msErrors,
    nav: msNav,
    mail: msMail,
    validation: msValidation,
    meta: msMeta,
    auth: msAuth,
    profile: msProfile,
    admin: msAdmin,
    backoffice: msBackoffice,
    verification: msVerification,
    notifications: msNotifications,
    bookings: msBookings,
    invoices: msInvoices,
    gear: msGear,
    owners: msOwners,
    catalogue: msCatalogue,
    search: msSearch,
    wanted: msWanted,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)["en"];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
