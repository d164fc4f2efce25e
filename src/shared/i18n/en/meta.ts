/** Page titles (document.title) and the installed app's name and description. */
export const meta = {};
