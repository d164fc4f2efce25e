/** Field messages shared by many forms: required, too long, amounts, dates. */
export const validation = {};
