/** Sign-in, registration (renter and owner), password reset, e-mail verification. */
export const auth = {};
