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
  fields: {
    name: "Nama",
    password: "Kata laluan",
    streetAddress: "Alamat jalan",
    city: "Bandar",
  },
};
