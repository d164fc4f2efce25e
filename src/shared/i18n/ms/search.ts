import type { Messages } from "../catalogue-types";
import type { search as en } from "../en/search";

export const search: Messages<typeof en> = {};
