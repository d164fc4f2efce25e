/** /admin/jobs: kerja latar yang gagal. */
export const jobs = {
  thing: "Kerja gagal itu",
  title: "Kerja latar yang gagal",
  intro:
    "Kerja (kebanyakannya e-mel) yang gagal dalam setiap cubaan. Betulkan puncanya (contohnya tetapan pelayan mel), kemudian cuba semula.",
  empty: "Tiada kerja yang gagal.",
  table: "Kerja yang gagal",
  kind: "Jenis",
  attempts: "Cubaan",
  error: "Ralat terakhir",
  failedAt: "Gagal",
  retry: "Cuba semula",
  retried: "Kerja {{id}} dibaris gilir semula.",
};
