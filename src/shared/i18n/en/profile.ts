/** The renter's /profile page: details, language, password, account deletion. */
export const profile = {};
