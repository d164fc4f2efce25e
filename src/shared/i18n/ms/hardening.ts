/** Penolakan yang terpakai pada setiap titik akhir (plugins/input-guard.ts, plugins/rate-limit.ts). */
export const hardening = {
  nul: "Teks ini mengandungi aksara yang tidak boleh disimpan (bait NUL). Buang aksara itu dan cuba lagi.",
  surrogate: "Teks ini mengandungi aksara yang rosak. Taip semula dan cuba lagi.",
  invisible: "Teks ini hanya mengandungi aksara yang tidak kelihatan. Taip sesuatu yang boleh dibaca.",
};
