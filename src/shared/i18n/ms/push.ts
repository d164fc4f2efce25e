/** Web Push: bahagian /profile, pemberitahuan pertama pentadbir dan pemberitahuan ujian (isu 14). */
export const push = {
  section: {
    heading: "Pemberitahuan tolak",
    intro: "Terima pemberitahuan pada peranti ini, walaupun SewaGear ditutup.",
    enable: "Hidupkan pemberitahuan pada peranti ini",
    enabled: "Pemberitahuan dihidupkan untuk peranti ini.",
    denied: "Pemberitahuan disekat untuk laman ini dalam tetapan pelayar anda.",
    unsupported: "Pelayar ini tidak dapat menerima pemberitahuan tolak.",
    failed: "Pemberitahuan tidak dapat dihidupkan pada peranti ini. Cuba lagi nanti.",
    iosHint:
      "Pada iPhone dan iPad, pemberitahuan berfungsi dalam aplikasi yang dipasang: ketik Kongsi, kemudian Tambah ke Skrin Utama, dan buka SewaGear dari skrin utama anda.",
    eventsHeading: "Beritahu saya tentang",
    save: "Simpan",
    saved: "Disimpan.",
    devicesHeading: "Peranti saya",
    noDevices: "Belum ada peranti yang menerima pemberitahuan.",
    thisDevice: "Peranti ini",
    addedOn: "Ditambah {{date}}",
    remove: "Buang",
    test: "Hantar pemberitahuan ujian",
    testSent: "Pemberitahuan ujian sedang dihantar ke peranti anda.",
  },
  events: {
    request: "Permintaan tempahan baharu",
    approved: "Tempahan diluluskan",
    receipt: "Resit bayaran dimuat naik",
    confirmed: "Tempahan disahkan",
    messages: "Mesej",
    filters: "Peralatan baharu yang sepadan dengan penapis tersimpan saya",
    wanted: "Jawapan kepada siaran dicari saya",
    verification: "Permintaan pengesahan baharu",
  },
  admin: {
    setupTitle: "Persediaan Pemberitahuan Selesai",
    setupBody: "Anda kini akan menerima amaran pemberitahuan untuk permintaan pengesahan.",
    tipTitle: "Tip Tambah ke Skrin Utama",
    tipBody:
      "Tambah SewaGear ke skrin utama anda untuk menerima amaran lebih cepat dan membuka aplikasi dengan satu ketikan.",
  },
  test: {
    title: "Pemberitahuan ujian SewaGear",
    body: "Pemberitahuan tolak berfungsi pada peranti ini.",
  },
  errors: {
    noDevice: "Belum ada peranti yang menerima pemberitahuan. Hidupkan pemberitahuan pada peranti ini dahulu.",
    notFound: "Peranti tidak ditemui.",
    badEndpoint: "Perkhidmatan pemberitahuan pelayar ini tidak boleh digunakan. Cuba pelayar lain.",
    badKeys:
      "Pelayar ini menghantar kunci yang tidak boleh digunakan untuk pemberitahuan. Cuba hidupkan pemberitahuan sekali lagi.",
  },
};
