import type { Messages } from "../catalogue-types";
import type { meta as en } from "../en/meta";

export const meta: Messages<typeof en> = {};
