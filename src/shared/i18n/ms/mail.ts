import type { Messages } from "../catalogue-types";
import type { mail as en } from "../en/mail";

export const mail: Messages<typeof en> = {
  greeting: "Hai {{name}},",
  signature: "— SewaGear",
  footer: "SewaGear — sewa kamera dan peralatan produksi, Malaysia",
  resetPassword: {
    subject: "Tetapkan semula kata laluan SewaGear anda",
    body: "Seseorang meminta untuk menetapkan semula kata laluan akaun SewaGear anda. Pautan ini sah selama satu jam.",
    notYou: "Jika itu bukan anda, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.",
    action: "Tetapkan kata laluan baharu",
  },
  verifyEmail: {
    subject: "Sahkan alamat e-mel anda",
    body: "Sila sahkan alamat e-mel ini untuk akaun SewaGear anda.",
    action: "Sahkan e-mel saya",
  },
  existingAccount: {
    subject: "Anda sudah mempunyai akaun SewaGear",
    body: "Seseorang cuba mendaftar akaun SewaGear baharu dengan alamat e-mel ini. Anda sudah mempunyai akaun.",
    signIn: "Log masuk di {{loginUrl}}, atau jika anda terlupa kata laluan, tetapkan semula.",
    action: "Tetapkan semula kata laluan saya",
  },
  bookingRequest: {
    subject: "Permintaan tempahan baharu: {{gearName}}",
    body: "{{renterName}} ingin menyewa {{gearName}} dari {{startDate}} hingga {{endDate}}.",
    record: "Rekod mereka di SewaGear: {{record}}",
    deadline: "Luluskan atau tolak dalam masa 48 jam, atau permintaan ini dibatalkan secara automatik.",
    action: "Jawab permintaan",
  },
  bookingApproved: {
    subject: "Diluluskan: {{gearName}}",
    body: "Tempahan {{gearName}} anda dari {{startDate}} hingga {{endDate}} telah diluluskan.",
    deadline:
      "Bayar kepada pemilik menggunakan butiran dalam tempahan dan muat naik resit anda dalam masa 24 jam, atau tempahan dibatalkan dan tarikh itu dilepaskan.",
    action: "Lihat butiran pembayaran",
  },
  handoverReady: {
    subject: "{{sheet}} untuk {{gearName}}: sedia untuk anda sahkan",
    body: "Pemilik telah mengisi {{sheetInText}} untuk {{gearName}} ({{startDate}} hingga {{endDate}}): barang, keadaannya dan foto.",
    next: "Semak dengan peralatan di hadapan anda, kemudian sahkan, atau nyatakan perkara yang anda tidak bersetuju.",
    action: "Semak senarai",
  },
  handoverAnswered: {
    subject: "{{sheet}} untuk {{gearName}}: penyewa telah menjawab",
    confirmed:
      "{{renterName}} telah mengesahkan {{sheetInText}} untuk {{gearName}} ({{startDate}} hingga {{endDate}}).",
    disputed:
      "{{renterName}} tidak bersetuju dengan {{sheetInText}} untuk {{gearName}} ({{startDate}} hingga {{endDate}}).",
    note: "Katanya: “{{note}}”",
    action: "Buka senarai semak",
  },
  receiptUploaded: {
    subject: "Resit pembayaran dimuat naik: {{gearName}}",
    body: "{{renterName}} telah memuat naik resit pembayaran untuk {{gearName}} ({{startDate}} hingga {{endDate}}).",
    next: "Semak dan terima resit itu untuk mengesahkan tempahan.",
    action: "Semak resit",
  },
  verificationSubmitted: {
    subject: "Permintaan pengesahan baharu",
    body: "{{applicant}} telah menghantar dokumen pengenalan untuk disemak.",
    someone: "Seorang penyewa",
    action: "Semak permintaan",
  },
  verificationApproved: {
    subject: "Identiti anda telah disahkan",
    body: "Pengesahan identiti SewaGear anda telah diluluskan. Anda kini boleh menempah peralatan.",
    action: "Cari peralatan",
  },
  verificationRejected: {
    subject: "Pengesahan identiti anda tidak diluluskan",
    reason: "Sebab: {{reason}}",
    noReason: "tidak dinyatakan",
    next: "Anda boleh membetulkannya dan menghantar semula dari profil anda.",
    action: "Buka profil saya",
  },
  bookingStatus: {
    subject: "{{gearName}}: tempahan {{status}}",
    body: "Tempahan {{gearName}} dari {{startDate}} hingga {{endDate}} kini {{status}}.",
    reason: "Sebab: {{reason}}",
    action: "Buka tempahan",
  },
  reviewHidden: {
    subject: "Ulasan anda telah disembunyikan",
    body: "Pentadbir telah menyembunyikan ulasan anda daripada halaman awam SewaGear; ulasan itu tidak lagi dikira dalam penilaian.",
    reason: "Sebab: {{reason}}",
    action: "Lihat halaman",
  },
  dataExportReady: {
    subject: "Data SewaGear anda sedia untuk dimuat turun",
    body: "Fail yang mengandungi semua maklumat yang SewaGear simpan tentang anda telah sedia. Log masuk dan muat turunnya dari profil anda.",
    expiry:
      "Pautan muat turun berfungsi sehingga {{date}}; selepas itu fail dipadam dan anda boleh meminta yang baharu.",
    action: "Muat turun data saya",
  },
  reviewRestored: {
    subject: "Ulasan anda dipaparkan semula",
    body: "Pentadbir telah memulihkan ulasan anda: ulasan itu kembali di halaman awam SewaGear dan dikira dalam penilaian.",
    reason: "Nota: {{reason}}",
    action: "Buka SewaGear",
  },
  scamConfirmed: {
    subject: "Laporan penipuan anda telah disahkan",
    body: "Pasukan kami telah menyemak laporan anda tentang {{reportedName}} dan mengesahkannya. Pemilik akan diberi amaran apabila orang ini meminta tempahan.",
    reason: "Sebab: {{reason}}",
    action: "Lihat laporan anda",
  },
  scamDismissed: {
    subject: "Laporan penipuan anda telah ditolak",
    body: "Pasukan kami telah menyemak laporan anda tentang {{reportedName}} tetapi tidak dapat mengesahkannya, jadi tiada amaran akan ditunjukkan kepada pemilik.",
    action: "Lihat laporan anda",
  },
  filterDigest: {
    subject: "Peralatan baharu untuk tapisan disimpan anda",
    intro: "Peralatan yang baru disenaraikan sepadan dengan tapisan disimpan anda:",
    item: "{{gearName}}, {{price}} sehari (“{{filterName}}”): {{url}}",
    action: "Lihat tapisan disimpan anda",
    unsubscribe: "Hentikan e-mel ini: {{url}}",
  },
  wantedAnswer: {
    subject: "Seorang pemilik menjawab “{{postTitle}}”",
    body: "{{ownerName}} menawarkan {{gearName}} untuk permintaan dicari anda “{{postTitle}}”.",
    action: "Lihat jawapan",
  },
  message: {
    subject: "Mesej baharu tentang {{gearName}}",
    body: "{{from}} menulis: “{{preview}}”",
    someone: "Seseorang",
    action: "Balas",
  },
};
