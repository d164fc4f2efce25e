import type { Messages } from "../catalogue-types";
import type { bookings as en } from "../en/bookings";

export const bookings: Messages<typeof en> = {};
