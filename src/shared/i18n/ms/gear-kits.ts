import type { Messages } from "../catalogue-types";
import type { kitScreens as en } from "../en/gear-kits";

export const kitScreens: Messages<typeof en> = {
  form: {
    noUnits:
      "Kit tidak mempunyai unit sendiri: bilangan yang boleh disewa serentak bergantung pada senarai peralatannya.",
  },
  newKit: {
    title: "Bina kit",
    intro:
      "Kit ialah pakej senarai peralatan anda sendiri yang disewa sebagai satu, seperti badan kamera, kanta dan dua bateri. Ia mempunyai nama, foto, jadual harga dan deposit sendiri; tempahan kit menahan setiap senarai peralatan untuk tarikh tersebut.",
    submit: "Cipta kit",
  },
  components: {
    legend: "Kandungan kit",
    intro: "Pilih senarai peralatan anda dan berapa banyak setiap satu diambil oleh satu kit.",
    loading: "Memuatkan senarai peralatan anda",
    noListings: "Anda tiada senarai peralatan aktif untuk dimasukkan ke dalam kit: senaraikan peralatan anda dahulu.",
    option_one: "{{name}} (1 unit)",
    option_other: "{{name}} ({{count}} unit)",
    listing: "Komponen {{index}}: senarai peralatan",
    quantity: "Komponen {{index}}: kuantiti",
    removeLabel: "Buang komponen {{index}}",
    add: "Tambah senarai peralatan",
    choose: "Pilih senarai peralatan",
    chooseRequired: "Pilih salah satu senarai peralatan anda",
    capacity_zero: "Kit ini tidak boleh disewa sekarang: senarai peralatannya tidak mempunyai unit yang mencukupi.",
    capacity_one: "1 kit ini boleh disewa serentak.",
    capacity_other: "{{count}} kit ini boleh disewa serentak.",
    save: "Simpan komponen",
    saved: "Komponen kit telah disimpan.",
  },
  list: {
    badge: "Kit",
    newKit: "Bina kit",
  },
  availability: {
    legend_one: "Kit tersedia pada hari sebahagiannya ditempah (paling banyak 1 kit)",
    legend_other: "Kit tersedia pada hari sebahagiannya ditempah (paling banyak {{count}} kit)",
    free_one: "{{free}} daripada 1 kit tersedia",
    free_other: "{{free}} daripada {{count}} kit tersedia",
  },
  contents: {
    title: "Kandungan kit ini",
    intro: "Satu tempahan menahan semuanya untuk tarikh anda.",
    loading: "Memuatkan kandungan kit",
    loadFailed: "Kandungan kit tidak dapat dimuatkan: {{error}}",
  },
};
