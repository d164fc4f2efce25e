/** The notifications menu and its page. */
export const notifications = {};
