import type { Messages } from "../catalogue-types";
import type { invoices as en } from "../en/invoices";

export const invoices: Messages<typeof en> = {
  title: "Invois {{number}}",
  titleLoading: "Invois",
  from: "Daripada",
  to: "Kepada",
  sellerOn: "@{{username}} di SewaGear",
  issued: "Dikeluarkan",
  rental: "Sewaan",
  rentalDates: "{{start}} hingga {{end}}",
  status: "Status",
  statuses: { issued: "dikeluarkan" },
  item: "Perkara",
  amount: "Amaun",
  line: "{{gearName}}: {{days}} hari × {{rate}}",
  voucher: "Baucar",
  serviceFee: "Caj perkhidmatan",
  sst: "SST",
  total: "Jumlah",
  deposit: "Deposit boleh dikembalikan (bukan sebahagian daripada jumlah)",
  print: "Cetak",
  notANumber: "Bukan nombor invois",
};
