/** Match one listing that has just become public against every saved filter with alerts on. */
export const FILTER_MATCH_JOB = "filters.match";
/** The daily e-mail digest of matches not yet e-mailed (ADR 030). */
export const FILTER_DIGEST_JOB = "filters.digest";
