import type { Messages } from "../catalogue-types";
import type { errors as en } from "../en/errors";

export const errors: Messages<typeof en> = {
  BAD_INPUT: "Semak medan yang ditandakan dan cuba lagi.",
  BAD_REQUEST: "Permintaan tidak dapat dibaca. Sila cuba lagi.",
  UNAUTHENTICATED: "Sila log masuk untuk meneruskan.",
  USER_NOT_FOUND: "Dokumen pengguna tidak dijumpai",
  INVALID_EMAIL_OR_PASSWORD: "E-mel atau kata laluan tidak sah",
  INVALID_PASSWORD: "Kata laluan semasa tidak betul.",
  INVALID_TOKEN: "Pautan ini telah tamat tempoh atau sudah digunakan. Minta pautan baharu.",
  AUTH_ERROR: "Tidak berjaya. Sila cuba lagi.",
  FORBIDDEN: "Anda tiada kebenaran untuk berbuat demikian.",
  FOREIGN_ORIGIN: "Permintaan daripada laman lain tidak dibenarkan.",
  PROFILE_INCOMPLETE: "Sila lengkapkan profil anda sebelum membuat tempahan.",
  NOT_FOUND: "Tidak dijumpai.",
  OWNER_NOT_FOUND: "Pemilik tidak dijumpai.",
  CONFLICT: "Ini bercanggah dengan perubahan yang dibuat sebentar tadi. Muat semula dan cuba lagi.",
  DATES_TAKEN: "Tarikh ini sudah tidak tersedia",
  CHECK_EMAIL: "Alamat e-mel ini sudah berdaftar. Log masuk, atau semak peti masuk anda.",
  TOO_LARGE: "Fail itu terlalu besar.",
  UNSUPPORTED_MEDIA: "Jenis fail itu tidak boleh dimuat naik.",
  RATE_LIMITED: "Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.",
  SIGN_IN_THROTTLED: "Terlalu banyak log masuk yang gagal. Sila tunggu 15 minit dan cuba lagi.",
  USERNAME_CHECK_FAILED: "Ralat semasa menyemak ketersediaan nama pengguna",
  INTERNAL: "Berlaku masalah di pihak kami. Sila cuba lagi.",
  NETWORK: "Tidak dapat menghubungi SewaGear. Semak sambungan anda dan cuba lagi.",
  HTTP_ERROR: "Permintaan gagal. Sila cuba lagi.",
};
