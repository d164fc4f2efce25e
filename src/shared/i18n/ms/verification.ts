import type { Messages } from "../catalogue-types";
import type { verification as en } from "../en/verification";

export const verification: Messages<typeof en> = {
  documents: {
    icFront: "Depan kad pengenalan",
    icBack: "Belakang kad pengenalan",
    selfie: "Swafoto bersama kad pengenalan",
    studentCard: "Kad pelajar",
  },
  fields: {
    fullName: "Nama penuh",
    studentInstitution: "Institusi",
    reason: "Sebab",
  },
  review: {
    pageTitle: "Pengesahan identiti",
    empty: "Tiada permintaan pengesahan yang menunggu.",
    details: "MyKad {{mykad}} · {{email}} · dihantar {{date}}",
    detailsWithStudentCard:
      "MyKad {{mykad}} · {{email}} · dihantar {{date}} · pelajar di {{institution}}, kad sah hingga {{expiry}}",
    documentAlt: "{{document}} milik {{name}}",
    approve: "Luluskan",
    approveWithStudentCard: "Luluskan dengan kad pelajar",
    approveLabel: "Luluskan {{name}}",
    approveRefuseStudentCard: "Luluskan, tolak kad pelajar",
    reject: "Tolak",
    rejectLabel: "Tolak {{name}}",
    reason: "Sebab untuk penyewa",
    sendRejection: "Hantar penolakan",
    checks: {
      title: "Semakan",
      needsCloserLook: "Perlu diteliti",
      clean: "Tiada masalah ditemui",
      notMeasured: "Imej dihantar sebelum ia diukur.",
      measure: "{{document}}: {{width}} × {{height}} piksel, kecerahan {{luminance}}, ketajaman {{sharpness}}",
      flags: { tooSmall: "terlalu kecil", tooDark: "terlalu gelap", tooBlurred: "kabur" },
      sameMykadTitle: "Nombor MyKad yang sama dihantar daripada akaun lain:",
      account: "{{name}} ({{email}})",
    },
  },
  notify: {
    submittedTitle: "Permintaan pengesahan baharu",
    verifiedTitle: "Identiti anda telah disahkan",
    rejectedTitle: "Pengesahan anda tidak diluluskan",
  },
  errors: {
    fullName: "Masukkan nama penuh anda seperti dalam kad pengenalan",
    mykad: {
      digits: "Nombor MyKad mempunyai 12 digit, seperti 900101-14-5678",
      birthDate: "Enam digit pertama nombor MyKad ialah tarikh lahir (YYMMDD)",
      placeOfBirth: "Digit ke-7 dan ke-8 nombor MyKad bukan kod tempat lahir yang sah",
      underage: "Anda mesti berumur sekurang-kurangnya {{age}} tahun untuk menyewa di SewaGear",
    },
    expiryFormat: "Gunakan tarikh seperti 2027-06-30",
    studentCardExpired: "Kad pelajar ini telah tamat tempoh",
    onlyRenters: "Hanya penyewa mengesahkan identiti mereka di sini.",
    alreadyPending: "Dokumen anda sedang menunggu semakan.",
    alreadyVerified: "Identiti anda sudah disahkan.",
    reasonRequired: "Berikan sebab penolakan kepada penyewa.",
    reasonField: "Sebab diperlukan",
    alreadyDecided: {
      verified: "Permintaan ini sudah disahkan.",
      rejected: "Permintaan ini sudah ditolak.",
    },
    photoRequired: "Foto ini diperlukan",
    documentsRequired: "Muat naik bahagian depan dan belakang kad pengenalan anda serta swafoto sambil memegangnya.",
    studentCardDetails: "Berikan nama institusi dan tarikh tamat tempoh kad pelajar anda.",
    studentCardField: "Diperlukan bersama kad pelajar",
    checkForm: "Semak borang",
    thatRequest: "Permintaan pengesahan",
    thatDocument: "Dokumen",
  },
};
