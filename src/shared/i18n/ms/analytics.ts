import type { Messages } from "../catalogue-types";
import type { analytics as en } from "../en/analytics";

export const analytics: Messages<typeof en> = {
  section: {
    title: "Lawatan laman",
    liveNote: "Dikemas kini setiap {{seconds}} saat.",
    chartTitle: "Lawatan dan pelawat unik, {{days}} hari lepas",
    chartLabel:
      "Carta lawatan dan pelawat unik sehari dari {{from}} hingga {{to}}. Angka yang sama ada dalam jadual di bawahnya.",
    visits: "Lawatan",
    uniqueVisitors: "Pelawat unik",
    visitsToday: "Lawatan hari ini",
    uniqueToday: "Pelawat unik hari ini",
    visitsInDays: "Lawatan, {{days}} hari lepas",
    figures: "Tunjukkan angka setiap hari",
    tableCaption: "Lawatan dan pelawat unik sehari",
    date: "Tarikh",
    topPages: "Halaman teratas, {{days}} hari lepas",
    page: "Halaman",
    noVisits: "Belum ada lawatan direkodkan.",
    activeTitle: "Aktif dalam {{minutes}} minit lepas",
    activeVisitors_one: "{{count}} pelayar dengan paparan halaman",
    activeVisitors_other: "{{count}} pelayar dengan paparan halaman",
    activeUsersLabel: "Pengguna log masuk yang aktif sekarang",
    noActiveUsers: "Tiada pengguna log masuk yang aktif sekarang.",
    lastSeen: "kali terakhir dilihat {{time}}",
    skippedNote: "Halaman pentadbir, kakitangan, akauntan dan pemilik tidak dikira.",
  },
  userTypes: {
    anonymous: "Pelawat",
    user: "Penyewa",
    owner: "Pemilik",
    admin: "Pentadbir",
    staff: "Kakitangan",
    accountant: "Akauntan",
  },
  presence: {
    online: "Dalam talian",
    offline: "Luar talian",
    lastActive: "Luar talian, kali terakhir aktif {{time}}",
    never: "Belum pernah dilihat",
  },
  ownerActivity: {
    today: "Aktif hari ini",
    daysAgo_one: "Aktif {{count}} hari lalu",
    daysAgo_other: "Aktif {{count}} hari lalu",
  },
};
