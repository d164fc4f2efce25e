import type { Messages } from "../catalogue-types";
import type { wanted as en } from "../en/wanted";

export const wanted: Messages<typeof en> = {};
