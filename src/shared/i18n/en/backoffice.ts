/** The staff and accountant dashboards. */
export const backoffice = {};
