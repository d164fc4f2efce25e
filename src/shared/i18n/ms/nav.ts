import type { Messages } from "../catalogue-types";
import type { nav as en } from "../en/nav";

export const nav: Messages<typeof en> = {
  label: "Utama",
  home: "SewaGear",
  bookEquipment: "Tempah Peralatan",
  myProfile: "Profil Saya",
  ownerDashboard: "Papan Pemuka Pemilik",
  admin: "Pentadbir",
  staffDashboard: "Papan Pemuka Kakitangan",
  accounts: "Akaun",
  availableGear: "Peralatan Tersedia",
  wanted: "Dicari",
  login: "Log Masuk",
  ownerLogin: "Log Masuk Pemilik",
  register: "Daftar",
  ownerRegister: "Daftar Pemilik",
  logout: "Log Keluar",
  openMenu: "Buka menu",
  closeMenu: "Tutup menu",
  skipToContent: "Langkau ke kandungan",
  offlineNotice:
    "Anda di luar talian. Anda melihat apa yang disimpan pada peranti ini; perubahan memerlukan sambungan.",
  updateAvailable: "Kemas kini tersedia",
  updateBody: "Versi baharu SewaGear sudah sedia.",
  updateReload: "Muat semula",
  updateLater: "Nanti",
  offlinePageTitle: "Anda di luar talian",
  offlinePageBody:
    "Halaman ini belum pernah dibuka pada peranti ini, jadi ia tidak disimpan untuk kegunaan luar talian. Sambung ke internet dan cuba lagi; halaman yang pernah anda buka masih boleh digunakan.",
  footer: "SewaGear · sewa peralatan kamera dan produksi di seluruh Malaysia · harga dalam RM sehari",
};
