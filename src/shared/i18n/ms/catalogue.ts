import type { Messages } from "../catalogue-types";
import type { catalogue as en } from "../en/catalogue";

export const catalogue: Messages<typeof en> = {};
