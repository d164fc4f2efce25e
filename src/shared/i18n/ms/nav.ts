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
  footer: "SewaGear · sewa peralatan kamera dan produksi di seluruh Malaysia · harga dalam RM sehari",
};
