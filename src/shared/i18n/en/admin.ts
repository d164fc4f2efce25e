/** The admin dashboard: users, owner applications, settings. */
export const admin = {};
