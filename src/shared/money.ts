/** Money is integer sen everywhere; this is the one way it is shown: "RM 1,200.00". */
export function formatRM(sen: number): string {
  const sign = sen < 0 ? "-" : "";
  const abs = Math.abs(Math.round(sen));
  const ringgit = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}RM ${ringgit}.${String(abs % 100).padStart(2, "0")}`;
}

/** "120", "120.5", "RM 120.50" → 12050 sen; null when it is not an amount. */
export function parseRM(input: string): number | null {
  const cleaned = input
    .replace(/^\s*RM\s*/i, "")
    .replace(/,/g, "")
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** A share in basis points (600 = 6%), rounded half up to the sen. */
export const percentOf = (sen: number, basisPoints: number) => Math.round((sen * basisPoints) / 10_000);
