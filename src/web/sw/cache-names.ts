/** The service worker's cache of API reads: one person's data, emptied on sign-out and sign-in. */
export const PRIVATE_CACHE = "sewagear-data";
