import type { Messages } from "../catalogue-types";
import type { verification as en } from "../en/verification";

export const verification: Messages<typeof en> = {};
