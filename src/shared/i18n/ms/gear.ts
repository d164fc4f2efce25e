import type { Messages } from "../catalogue-types";
import type { gear as en } from "../en/gear";

export const gear: Messages<typeof en> = {};
