import type { Messages } from "../catalogue-types";
import type { backoffice as en } from "../en/backoffice";

export const backoffice: Messages<typeof en> = {};
