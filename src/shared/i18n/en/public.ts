import type { PublicNamespace } from "../groups";
import { common } from "./common";
import { errors } from "./errors";
import { nav } from "./nav";
import { validation } from "./validation";
import { meta } from "./meta";
import { auth } from "./auth";
import { profile } from "./profile";
import { notifications } from "./notifications";
import { bookings } from "./bookings";
import { gear } from "./gear";
import { owners } from "./owners";
import { catalogue } from "./catalogue";
import { search } from "./search";
import { wanted } from "./wanted";
import { analytics } from "./analytics";
import { hardening } from "./hardening";

/** The English texts of the public pages and the app's frame: the web loads them before its first render. */
export const enPublic = {
  common,
  errors,
  nav,
  validation,
  meta,
  auth,
  profile,
  notifications,
  bookings,
  gear,
  owners,
  catalogue,
  search,
  wanted,
  analytics,
  hardening,
} satisfies Record<PublicNamespace, object>;
