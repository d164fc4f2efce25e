import type { Messages } from "../catalogue-types";
import type { moderation as en } from "../en/moderation";

export const moderation: Messages<typeof en> = {
  title: "Moderasi ulasan",
  filters: {
    label: "Tapis ulasan",
    subjectType: "Tentang",
    anySubject: "Apa-apa sahaja",
    subjects: { gear: "Peralatan", owner: "Pemilik", renter: "Penyewa" },
    rating: "Penilaian",
    anyRating: "Sebarang penilaian",
    ratingOption: "{{rating}} bintang",
    visibility: "Dipaparkan",
    visibilities: { all: "Dipaparkan dan disembunyikan", visible: "Dipaparkan sahaja", hidden: "Disembunyikan sahaja" },
    search: "Cari teks, penulis atau subjek",
    apply: "Cari",
  },
  list: {
    empty: "Tiada ulasan yang sepadan dengan tapisan ini.",
    count: "{{total}} ulasan",
    stars: "{{rating}} daripada 5 bintang",
    by: "oleh {{author}}",
    formerUser: "Bekas pengguna",
    about: "Tentang {{kind}}:",
    goneSubject: "(tidak lagi disenaraikan)",
    noText: "(tiada teks, penilaian sahaja)",
    hidden: "Disembunyikan",
    visible: "Dipaparkan",
    lastHidden: "Disembunyikan oleh {{by}} pada {{date}}: {{reason}}",
    lastRestored: "Dipulihkan oleh {{by}} pada {{date}}: {{reason}}",
    someone: "seorang pentadbir",
  },
  actions: {
    hide: "Sembunyikan",
    restore: "Pulihkan",
    hideNamed: "Sembunyikan ulasan oleh {{author}}",
    restoreNamed: "Pulihkan ulasan oleh {{author}}",
    hideTitle: "Sembunyikan ulasan ini?",
    restoreTitle: "Pulihkan ulasan ini?",
    hideExplain:
      "Ulasan ini akan hilang dari halaman awam dan purata penilaian serta-merta. Penulisnya akan diberitahu beserta sebab anda.",
    restoreExplain:
      "Ulasan ini akan dipaparkan semula di halaman awam dan dikira dalam purata penilaian. Penulisnya akan diberitahu.",
    reason: "Sebab",
    reasonHint: "Penulis akan membaca ini.",
    confirmHide: "Sembunyikan ulasan",
    confirmRestore: "Pulihkan ulasan",
    working: "Menyimpan…",
    cancel: "Batal",
  },
  errors: {
    reasonRequired: "Berikan sebab: penulis akan diberitahu.",
    reasonTooLong: "Sebab tidak boleh melebihi {{max}} aksara.",
    thatReview: "Ulasan itu",
    alreadyHidden: "Ulasan ini sudah disembunyikan.",
    alreadyVisible: "Ulasan ini sudah dipaparkan.",
  },
  notify: {
    hiddenTitle: "Pentadbir telah menyembunyikan ulasan anda",
    restoredTitle: "Ulasan anda dipaparkan semula",
  },
};
