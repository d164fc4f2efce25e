import type { Messages } from "../catalogue-types";
import type { notifications as en } from "../en/notifications";

export const notifications: Messages<typeof en> = {
  menu: {
    button: "Pemberitahuan",
    title: "Pemberitahuan",
    unread_one: "{{count}} belum dibaca",
    unread_other: "{{count}} belum dibaca",
    markAllRead: "Tandakan semua sudah dibaca",
    empty: "Tiada yang baharu.",
  },
};
