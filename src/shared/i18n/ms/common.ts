import type { Messages } from "../catalogue-types";
import type { common as en } from "../en/common";

export const common: Messages<typeof en> = {
  language: {
    label: "Bahasa",
    en: "English",
    ms: "Bahasa Melayu",
    short: { en: "EN", ms: "BM" },
    switchTo: "Tukar bahasa kepada {{language}}",
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
  },
  routeError: {
    title: "Ada yang tidak kena",
    notFoundTitle: "Halaman tidak dijumpai",
    body: "Halaman ini tidak dapat dipaparkan. Cuba lagi, atau kembali ke laman utama.",
    newVersion: "Versi baharu SewaGear sudah tersedia. Muat semula halaman untuk meneruskan.",
  },
};
