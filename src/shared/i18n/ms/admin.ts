import type { Messages } from "../catalogue-types";
import type { admin as en } from "../en/admin";

export const admin: Messages<typeof en> = {
  dashboard: {
    title: "Papan pemuka pentadbir",
    pagesLabel: "Halaman pentadbir",
    pages: {
      verification: "Pengesahan",
      scammerReports: "Laporan penipu",
      depositDisputes: "Pertikaian deposit",
      invoices: "Invois",
      staffSalary: "Gaji kakitangan",
      accounts: "Akaun (buku akaun)",
      vouchers: "Baucar",
      settings: "Tetapan",
      reviews: "Moderasi ulasan",
      audit: "Jejak audit",
      jobs: "Kerja yang gagal",
    },
    counts: {
      total: "Akaun",
      owners: "Pemilik",
      unverified: "Belum disahkan",
      pendingApplications: "Permohonan menunggu",
    },
  },
  liveBookings: {
    title: "Tempahan semasa",
    empty: "Tiada tempahan terbuka.",
  },
  pendingVerifications: {
    title: "Pengesahan menunggu",
    listLabel: "Permintaan pengesahan yang menunggu",
  },
  unverified: {
    title: "Pengguna belum disahkan",
    allVerified: "Semua penyewa telah disahkan.",
    intro: "{{limit}} akaun terbaharu yang belum disahkan, dikemas kini apabila orang mendaftar.",
    listLabel: "Pengguna terbaharu yang belum disahkan",
    joined: "mendaftar pada {{date}}",
  },
  applications: {
    title: "Permohonan kakitangan dan akauntan",
    empty: "Tiada permohonan yang menunggu.",
    appliedAs: "Memohon sebagai {{role}} pada {{date}}",
    appliedAsEmailUnverified: "Memohon sebagai {{role}} pada {{date}} · e-mel belum disahkan",
    role: { staff: "kakitangan", accountant: "akauntan", admin: "pentadbir" },
    approve: "Luluskan",
    refuse: "Tolak",
    approveLabel: "Luluskan {{name}} sebagai {{role}}",
    refuseLabel: "Tolak {{name}} sebagai {{role}}",
  },
  settings: {
    title: "Tetapan pentadbir",
    fees: {
      title: "Caj dan tetapan lalai",
      serviceFee: "Caj perkhidmatan (%)",
      sst: "SST (%)",
      threshold: "Ambang lalai harga sewaan panjang (hari)",
      serviceFeeFormat: "Taip peratusan seperti 5 atau 6.5",
      sstFormat: "Taip peratusan seperti 8",
      notNegative: "Tidak boleh negatif",
      atMost50: "Paling tinggi 50%",
      thresholdRange: "Gunakan nombor bulat hari dari 2 hingga 60",
      percentHint: "Dari 0 hingga 50, sehingga dua tempat perpuluhan.",
      thresholdHint: "Nombor bulat hari dari 2 hingga 60.",
      save: "Simpan caj",
      saved: "Disimpan. Sebut harga dan tempahan baharu menggunakan nilai ini.",
    },
  },
  errors: {
    thatApplication: "Permohonan itu",
    alreadyDecided: {
      approved: "Permohonan ini sudah diluluskan.",
      refused: "Permohonan ini sudah ditolak.",
    },
  },
};
