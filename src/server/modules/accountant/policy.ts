import type { Role } from "../../../shared/roles";

/** The books are read by accountants and admins; nobody writes through them. */
export const BOOK_READERS = ["accountant", "admin"] as const satisfies readonly Role[];
