import type { Messages } from "../catalogue-types";
import type { notifications as en } from "../en/notifications";

export const notifications: Messages<typeof en> = {};
