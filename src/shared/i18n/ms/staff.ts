import type { Messages } from "../catalogue-types";
import type { staff as en } from "../en/staff";

export const staff: Messages<typeof en> = {
  title: "Papan pemuka kakitangan",
  queueTitle: "Baris gilir pengesahan",
  toReviewTitle: "Menunggu semakan",
  scamReports: "Laporan penipuan",
  depositDisputes: "Pertikaian deposit",
  waiting_one: "{{count}} menunggu",
  waiting_other: "{{count}} menunggu",
  lookup: {
    title: "Semak",
    kind: "Apa yang hendak disemak",
    kinds: { bookings: "Tempahan", users: "Pengguna" },
    query: "Cari",
    queryHint:
      "Nombor tempahan atau nombor invois, atau nama, e-mel atau nama pengguna penyewa, pemilik atau peralatan.",
    queryHintUsers: "Nama, e-mel, nombor telefon, nama pengguna pemilik atau ID akaun.",
    submit: "Semak",
    empty: "Tiada hasil untuk “{{q}}”.",
    results: "Hasil untuk “{{q}}”",
    readOnly: "Baca sahaja: perubahan dibuat di halaman tempahan atau akaun itu sendiri.",
  },
  booking: {
    number: "Tempahan {{id}}",
    invoice: "Invois {{number}}",
    dates: "{{start}} hingga {{end}}",
    renter: "Penyewa: {{name}} ({{email}})",
    formerRenter: "Penyewa: bekas pengguna",
    owner: "Pemilik: {{name}} (@{{username}})",
    total: "Jumlah {{total}}",
  },
  user: {
    role: "Peranan: {{role}}",
    verification: "Pengesahan: {{status}}",
    owner: "Pemilik @{{username}}",
    joined: "Menyertai {{date}}",
  },
  roles: { user: "Penyewa", owner: "Pemilik", admin: "Pentadbir", staff: "Kakitangan", accountant: "Akauntan" },
  verificationStatuses: {
    unverified: "Belum disahkan",
    pending: "Menunggu",
    verified: "Disahkan",
    rejected: "Ditolak",
  },
  errors: {
    queryTooShort: "Taip sekurang-kurangnya {{min}} aksara.",
    queryTooLong: "Taip tidak lebih daripada {{max}} aksara.",
  },
};
