import type { Messages } from "../catalogue-types";
import type { auth as en } from "../en/auth";

export const auth: Messages<typeof en> = {
  area: {
    customer: { title: "Log Masuk", registerTitle: "Cipta akaun SewaGear anda" },
    owner: { title: "Log Masuk Pemilik", registerTitle: "Daftar sebagai pemilik" },
    admin: { title: "Log Masuk Pentadbir", registerTitle: "Pendaftaran pentadbir" },
    staff: { title: "Log Masuk Kakitangan", registerTitle: "Pendaftaran kakitangan" },
    accountant: { title: "Log Masuk Akauntan", registerTitle: "Pendaftaran akauntan" },
  },
  fields: {
    fullName: "Nama penuh",
    email: "E-mel",
    password: "Kata laluan",
    passwordHint: "8 hingga 128 aksara. Frasa yang panjang lebih mudah diingat dan lebih sukar diteka.",
    confirmPassword: "Sahkan kata laluan",
    newPassword: "Kata laluan baharu",
    confirmNewPassword: "Sahkan kata laluan baharu",
    username: "Nama pengguna",
  },
  login: {
    denied: "Halaman ini memerlukan akaun lain. Log masuk dengan akaun yang mempunyai akses.",
    applicationPending:
      "Permohonan anda untuk menyertai sebagai {{role}} sedang menunggu keputusan admin. Sehingga ia diluluskan, anda boleh menggunakan SewaGear sebagai penyewa.",
    alreadySignedIn: "Anda sudah log masuk sebagai {{email}}.",
    continue: "Teruskan",
    useAnother: "Log keluar dan guna akaun lain",
    resetDone: "Kata laluan anda telah ditukar. Log masuk dengan kata laluan baharu.",
    submit: "Log masuk",
    busy: "Sedang log masuk…",
    forgot: "Lupa kata laluan?",
    createAccount: "Cipta akaun",
    unconfirmed: "Sudah mendaftar tetapi belum mengesahkan e-mel anda? Pautan yang kami hantar akan log masuk anda.",
    resend: "Hantar pautan sekali lagi",
    resent: "Jika {{email}} sedang menunggu pengesahan, pautan baharu sedang dihantar.",
  },
  register: {
    submit: "Daftar",
    busy: "Sedang mencipta akaun…",
    footer:
      "Sudah mempunyai akaun? <login>Log Masuk</login>. Mahu menyewakan peralatan? <owner>Daftar sebagai pemilik</owner>.",
    passwordsMismatch: "Kata laluan tidak sepadan",
    /** The answer to every sign-up but a registered address with its own password (issue 29): true either way. */
    checkEmail: "Semak e-mel anda. Kami telah menghantar mesej ke {{email}}: ikut pautannya untuk meneruskan.",
    checkEmailSent:
      "Semak e-mel anda. Kami telah menghantar mesej ke alamat yang anda berikan: ikut pautannya untuk meneruskan.",
    existingAccount: "Anda sudah mempunyai akaun dengan e-mel ini. Anda kini telah log masuk.",
  },
  owner: {
    submit: "Daftar sebagai pemilik",
    busy: "Sedang mendaftar…",
    footer: "Sudah menjadi pemilik? <login>Log Masuk Pemilik</login>",
    alreadyOwner: "Anda sudah menjadi pemilik. Pergi ke <dashboard>papan pemuka pemilik</dashboard> anda.",
    signedInAs: "Anda log masuk sebagai {{email}}. Pilih nama pengguna untuk mula menyenaraikan peralatan.",
    usernameChecking: "Sedang menyemak ketersediaan…",
    usernameAvailable: "Nama pengguna ini tersedia.",
    usernameHint: "3 hingga 20 huruf, nombor atau garis bawah; dipaparkan pada profil awam anda.",
  },
  application: {
    submit: "Daftar",
    busy: "Sedang menghantar…",
    explain: {
      staff: "Akaun anda menjadi akaun kakitangan sebaik sahaja pentadbir meluluskan permohonan anda.",
      accountant: "Akaun anda menjadi akaun akauntan sebaik sahaja pentadbir meluluskan permohonan anda.",
      admin:
        "Akaun pentadbir memerlukan alamat dalam domain e-mel pentadbir syarikat. Akses bermula sebaik sahaja anda membuka pautan pengesahan yang kami e-melkan kepada anda.",
    },
    footer: "Sudah berdaftar? <login>{{title}}</login>",
    adminFooter: "Sudah menjadi pentadbir? <login>{{title}}</login>",
    adminClosed: "Pendaftaran pentadbir ditutup. Minta pentadbir sedia ada untuk mencipta akaun anda.",
    adminDomain: "Akaun pentadbir memerlukan alamat e-mel yang berakhir dengan @{{domain}}.",
    businessCannotOwn: "Akaun kakitangan, akauntan dan pentadbir tidak boleh menjadi pemilik.",
  },
  forgot: {
    title: "Lupa kata laluan anda?",
    sent: "Jika {{email}} mempunyai akaun SewaGear, kami telah menghantar pautan ke e-mel itu untuk menetapkan kata laluan baharu. Pautan itu sah selama satu jam.",
    intro: "Masukkan alamat e-mel akaun anda dan kami akan menghantar pautan untuk menetapkan kata laluan baharu.",
    submit: "Hantar pautan tetapan semula",
    busy: "Sedang menghantar…",
    back: "Kembali ke Log Masuk",
  },
  reset: {
    title: "Tetapkan kata laluan baharu",
    needsLink: "Halaman ini memerlukan pautan daripada e-mel tetapan semula. <ask>Minta pautan baharu</ask>.",
    submit: "Tetapkan kata laluan baharu",
    busy: "Sedang menyimpan…",
  },
  errors: {
    throttled:
      "Terlalu banyak percubaan log masuk yang gagal untuk akaun ini. Sila tunggu 15 minit dan cuba lagi, atau tetapkan semula kata laluan anda.",
    throttledAddress:
      "Terlalu banyak percubaan log masuk yang gagal dari rangkaian anda. Sila tunggu 15 minit dan cuba lagi, atau log masuk dari peranti yang pernah anda gunakan.",
  },
  username: {
    required: "Nama pengguna diperlukan",
    tooShort: "Nama pengguna mestilah sekurang-kurangnya 3 aksara",
    tooLong: "Nama pengguna mestilah kurang daripada 20 aksara",
    charset: "Nama pengguna hanya boleh mengandungi huruf, nombor dan garis bawah",
    leadingDigit: "Nama pengguna tidak boleh bermula dengan nombor",
    reserved: "Nama pengguna ini dikhaskan dan tidak boleh digunakan",
    taken: "Nama pengguna sudah diambil",
  },
};
