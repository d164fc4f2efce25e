/** Identity and student verification: the renter's card and the staff review. */
export const verification = {};
