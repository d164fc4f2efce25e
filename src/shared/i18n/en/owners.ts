/** Owner dashboard, owner settings (profile, payment), public owner profiles. */
export const owners = {};
