import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ringgitCell, safeCsvFilename, sendCsv, toCsv, type CsvColumn } from "./csv";

interface Row {
  renter: string;
  days: number;
  total: number;
}
const columns: CsvColumn<Row>[] = [
  { header: "Renter", cell: (row) => row.renter },
  { header: "Days", cell: (row) => row.days },
  { header: "Total (RM)", cell: (row) => ringgitCell(row.total) },
];
const lines = (csv: string) => csv.split("\r\n");

describe("toCsv", () => {
  it("neutralises a formula in a renter's name so a spreadsheet shows it as text", () => {
    const csv = toCsv(columns, [{ renter: '=HYPERLINK("http://x","y")', days: 2, total: 12000 }]);
    expect(lines(csv)[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",2,120.00`);
  });

  it.each([
    ["+60123456789", "'+60123456789"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", `"'\r=1"`],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ["Siti Nurhaliza", "Siti Nurhaliza"],
    ["a=b", "a=b"],
  ])("text %j is written as %j", (text, cell) => {
    expect(lines(toCsv(columns, [{ renter: text, days: 1, total: 0 }]))[1]).toBe(`${cell},1,0.00`);
  });

  it("keeps negative money and numbers as numbers", () => {
    const csv = toCsv(columns, [{ renter: "Credit", days: -1, total: -1205 }]);
    expect(lines(csv)[1]).toBe("Credit,-1,-12.05");
  });

  it("writes the headings, quotes commas and doubles quotes, CRLF between records", () => {
    const csv = toCsv(columns, [
      { renter: 'Ali, "Abu"', days: 3, total: 123456 },
      { renter: "Mei Ling", days: 1, total: 5 },
    ]);
    expect(lines(csv)).toEqual(["Renter,Days,Total (RM)", `"Ali, ""Abu""",3,1234.56`, "Mei Ling,1,0.05", ""]);
  });

  it("quotes a multi-line note so it stays one record", () => {
    expect(lines(toCsv(columns, [{ renter: "line 1\nline 2", days: 1, total: 0 }]))[1]).toBe('"line 1\nline 2",1,0.00');
  });

  it("writes empty cells for null and undefined", () => {
    const empty: CsvColumn<object>[] = [
      { header: "A", cell: () => null },
      { header: "B", cell: () => undefined },
    ];
    expect(toCsv(empty, [{}])).toBe("A,B\r\n,\r\n");
  });
});

describe("sendCsv", () => {
  it("answers a UTF-8 download with a byte-order mark and a safe filename", async () => {
    const app = Fastify();
    app.get("/x", (_req, reply) =>
      sendCsv(reply, "invois 2026/05 ✓", toCsv(columns, [{ renter: "Nurul Ain", days: 1, total: 100 }])),
    );
    const res = await app.inject({ method: "GET", url: "/x" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="invois-2026-05.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.payload).toBe("\uFEFFRenter,Days,Total (RM)\r\nNurul Ain,1,1.00\r\n");
    await app.close();
  });

  it("never lets a filename break out of its header", () => {
    expect(safeCsvFilename('a"; evil=1\r\nx')).toBe("a-evil-1-x.csv");
    expect(safeCsvFilename("✓")).toBe("export.csv");
  });
});
