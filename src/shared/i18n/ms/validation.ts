import type { Messages } from "../catalogue-types";
import type { validation as en } from "../en/validation";

export const validation: Messages<typeof en> = {};
