/** Names of categories, conditions and Malaysian states. */
export const catalogue = {};
