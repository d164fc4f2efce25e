/**
 * A complete address for tests of the profile-completeness rule (profile.ts)
 * and of the API that applies it: both must agree on what "complete" is.
 */
export const COMPLETE_ADDRESS = {
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "59100",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
};
