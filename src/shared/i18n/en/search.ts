/** Home page, search, filters and saved filters. */
export const search = {};
