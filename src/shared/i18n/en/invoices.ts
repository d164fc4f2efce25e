/** Invoices and other printable pages. */
export const invoices = {
  title: "Invoice {{number}}",
  titleLoading: "Invoice",
  from: "From",
  to: "To",
  sellerOn: "@{{username}} on SewaGear",
  issued: "Issued",
  rental: "Rental",
  rentalDates: "{{start}} to {{end}}",
  status: "Status",
  /** An invoice's status (invoices.status); a status not listed here is shown as stored. */
  statuses: { issued: "issued" },
  item: "Item",
  amount: "Amount",
  line: "{{gearName}}: {{days}} day(s) × {{rate}}",
  voucher: "Voucher",
  serviceFee: "Service fee",
  sst: "SST",
  total: "Total",
  deposit: "Refundable deposit (not part of the total)",
  print: "Print",
  notANumber: "Not an invoice number",
};
