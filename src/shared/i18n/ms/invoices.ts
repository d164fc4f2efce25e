import type { Messages } from "../catalogue-types";
import type { invoices as en } from "../en/invoices";

export const invoices: Messages<typeof en> = {};
