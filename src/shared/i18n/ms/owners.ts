import type { Messages } from "../catalogue-types";
import type { owners as en } from "../en/owners";

export const owners: Messages<typeof en> = {};
