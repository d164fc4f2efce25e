/**
 * React Aria's own screen-reader texts in Bahasa Melayu. React Aria ships 34
 * languages but not Malay, so on a BM page its calendar said "to", "Today" and
 * "First available date" in English (issue 30). vite.config.ts adds these as
 * the "ms-MY" entry of the packages' own string tables at build time; the shape
 * (a text, or a function of React Aria's arguments) is React Aria's.
 */
type Args = Record<string, string>;

/** react-aria's calendar (the booking calendar's cells, heading and range). */
export const calendar = {
  previous: "Sebelumnya",
  next: "Seterusnya",
  selectedDateDescription: (a: Args) => `Tarikh dipilih: ${a.date}`,
  selectedRangeDescription: (a: Args) => `Julat dipilih: ${a.dateRange}`,
  todayDate: (a: Args) => `Hari ini, ${a.date}`,
  todayDateSelected: (a: Args) => `Hari ini, ${a.date} dipilih`,
  dateSelected: (a: Args) => `${a.date} dipilih`,
  startRangeSelectionPrompt: "Klik untuk mula memilih julat tarikh",
  finishRangeSelectionPrompt: "Klik untuk selesai memilih julat tarikh",
  minimumDate: "Tarikh tersedia pertama",
  maximumDate: "Tarikh tersedia terakhir",
  dateRange: (a: Args) => `${a.startDate} hingga ${a.endDate}`,
};

/** react-aria's overlays: the hidden "dismiss" button a dialog or popover gives screen readers. */
export const overlays = {
  dismiss: "Tutup",
};
