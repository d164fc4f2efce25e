/** Invoices and other printable pages. */
export const invoices = {};
