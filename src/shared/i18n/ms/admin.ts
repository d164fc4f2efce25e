import type { Messages } from "../catalogue-types";
import type { admin as en } from "../en/admin";

export const admin: Messages<typeof en> = {};
