import type { Messages } from "../catalogue-types";
import type { validation as en } from "../en/validation";

export const validation: Messages<typeof en> = {
  required: "{{field}} diperlukan",
  textMin: "{{field}} mestilah sekurang-kurangnya {{min}} aksara",
  textMax: "{{field}} mestilah tidak melebihi {{max}} aksara",
  email: "Masukkan alamat e-mel yang sah",
  phone: "Masukkan nombor telefon Malaysia seperti 012-3456789",
  postalCode: "Poskod mestilah 5 digit",
  state: "Pilih negeri daripada senarai",
  category: "Pilih kategori daripada senarai",
  url: "Masukkan alamat web penuh yang bermula dengan https://",
  number: "{{field}} mestilah nombor",
  date: "{{field}} mestilah tarikh yang lengkap",
  atLeast: "{{field}} mestilah {{min}} atau selepasnya",
  atMost: "{{field}} mestilah {{max}} atau sebelumnya",
  numberMin: "{{field}} mestilah sekurang-kurangnya {{min}}",
  numberMax: "{{field}} mestilah tidak melebihi {{max}}",
  wholeNumber: "{{field}} mestilah nombor bulat",
  pattern: "{{field}} tidak mengikut bentuk yang diminta",
  fields: {
    name: "Nama",
    password: "Kata laluan",
    streetAddress: "Alamat jalan",
    city: "Bandar",
  },
};
