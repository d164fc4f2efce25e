import type { Messages } from "../catalogue-types";
import type { common as en } from "../en/common";

export const common: Messages<typeof en> = {
  language: {
    label: "Bahasa",
    en: "English",
    ms: "Bahasa Melayu",
    short: { en: "EN", ms: "BM" },
    invalid: "Pilih English atau Bahasa Melayu",
    switchTo: "Tukar bahasa kepada {{language}}",
  },
  pager: {
    label: "Halaman",
    previous: "Sebelumnya",
    next: "Seterusnya",
    position: "Halaman {{page}} daripada {{pages}}",
  },
  actions: {
    save: "Simpan",
    cancel: "Batal",
    tryAgain: "Cuba lagi",
    reload: "Muat semula",
    goHome: "Ke Laman Utama",
    close: "Tutup",
  },
  state: {
    loading: "Memuatkan",
    offline: "Anda di luar talian",
    checkingSession: "Menyemak sesi anda",
    sessionFailed: "Tidak dapat menyemak sesi anda. Muat semula halaman untuk cuba lagi.",
    loadingYour: "Memuatkan {{what}} anda",
    loadFailedYour: "Tidak dapat memuatkan {{what}} anda",
    failedBecause: "{{title}}: {{reason}}",
  },
  password: {
    newHint: "8 hingga 128 aksara.",
  },
  roles: {
    user: "Penyewa",
    owner: "Pemilik",
    admin: "Pentadbir",
    staff: "Kakitangan",
    accountant: "Akauntan",
  },
  routeError: {
    title: "Ada yang tidak kena",
    notFoundTitle: "Halaman tidak dijumpai",
    notFoundBody: "Tiada halaman di alamat ini. Halaman itu mungkin telah dialihkan, atau pautannya tersalah taip.",
    body: "Halaman ini tidak dapat dipaparkan. Cuba lagi, atau kembali ke laman utama.",
    newVersion: "Versi baharu SewaGear sudah tersedia. Muat semula halaman untuk meneruskan.",
  },
  characters: {
    left_one: "{{count}} aksara lagi",
    left_other: "{{count}} aksara lagi",
    over_one: "{{count}} aksara terlebih",
    over_other: "{{count}} aksara terlebih",
  },
};
