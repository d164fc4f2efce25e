/** Wanted requests: the board, posting, answers. */
export const wanted = {};
