/** The notifications menu and its page. */
export const notifications = {
  menu: {
    button: "Notifications",
    title: "Notifications",
    unread_one: "{{count}} unread",
    unread_other: "{{count}} unread",
    markAllRead: "Mark all read",
    empty: "Nothing new.",
  },
};
