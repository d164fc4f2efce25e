import type { Messages } from "../catalogue-types";
import type { enPublic } from "../en/public";
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

/** The Malay texts of the public pages and the app's frame (as en/public.ts). */
export const msPublic: { [N in keyof typeof enPublic]: Messages<(typeof enPublic)[N]> } = {
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
};
