import type { Messages } from "../catalogue-types";
import type { profile as en } from "../en/profile";

export const profile: Messages<typeof en> = {};
