import type { Db } from "../../db/client";
import type { BookMonth, BookOwner, BooksQuery, BooksResponse } from "../../../shared/accountant-contracts";
import { monthsBetween, nextMonth } from "../../../shared/months";
import { monthStart } from "../salary/presenter";
import { depositEvents } from "./deposit-events";
import { addCreditNote, addInvoice, addSalary, emptyInvoiceTotals, monthAt, salaryTotals } from "./figures";
import { creditNotesIssued, depositsBefore, invoicesIssued, monthStartInstant, salariesBetween } from "./repository";

const emptyMonth = (month: string): BookMonth => ({
  month,
  ...emptyInvoiceTotals(),
  depositsCollected: 0,
  depositsRefunded: 0,
  depositsKept: 0,
  depositsHeld: 0,
  salaryGross: 0,
  salaryNet: 0,
  salaryEmployeeContributions: 0,
  salaryEmployerContributions: 0,
  salaryCost: 0,
});

/**
 * The books of the months `from`–`to`: every invoice in the month it was
 * issued and every credit note in its own (a void never rewrites a past
 * month), deposits collected with those invoices, refunded, kept by owners' claims,
 * and held at each month's end, and approved or paid salaries by the month they pay for (totals by role:
 * no one's name or pay). Every
 * figure is a sum of stored rows, so each adds up to the documents behind it.
 */
export async function readBooks(db: Db, { from, to }: BooksQuery): Promise<BooksResponse> {
  const start = monthStartInstant(from);
  const end = monthStartInstant(nextMonth(to));
  const months = new Map(monthsBetween(from, to).map((m) => [m, emptyMonth(m)]));
  const owners = new Map<string, BookOwner>();

  const ownerOf = (f: { ownerId: string; ownerName: string; businessName: string | null }) => {
    let o = owners.get(f.ownerId);
    if (!o) {
      o = { ownerId: f.ownerId, ownerName: f.businessName || f.ownerName, ...emptyInvoiceTotals() };
      owners.set(f.ownerId, o);
    }
    return o;
  };
  for (const f of await invoicesIssued(db, start, end)) {
    const m = months.get(monthAt(f.issuedAt))!;
    addInvoice(m, f);
    m.depositsCollected += f.deposit;
    addInvoice(ownerOf(f), f);
  }
  for (const c of await creditNotesIssued(db, start, end)) {
    addCreditNote(months.get(monthAt(c.issuedAt))!, c);
    addCreditNote(ownerOf(c), c);
  }

  const deposits = (await depositsBefore(db, end)).map((d) => ({
    d,
    taken: monthAt(d.issuedAt),
    events: depositEvents(d),
  }));
  for (const m of months.values()) {
    for (const { d, taken, events } of deposits) {
      let gone = 0;
      for (const e of events) {
        const month = e.on.slice(0, 7);
        if (month <= m.month) gone += e.refunded + e.kept;
        if (month === m.month) {
          m.depositsRefunded += e.refunded;
          m.depositsKept += e.kept;
        }
      }
      if (taken <= m.month) m.depositsHeld += d.deposit - gone;
    }
  }

  const salaries = await salariesBetween(db, monthStart(from), monthStart(nextMonth(to)));
  for (const r of salaries) addSalary(months.get(r.month.slice(0, 7))!, r);

  const list = [...months.values()];
  const {
    month: _m,
    depositsHeld: _h,
    ...totals
  } = list.reduce((sum, m) => {
    for (const k of Object.keys(sum) as (keyof BookMonth)[]) {
      if (k !== "month") (sum[k] as number) += m[k] as number;
    }
    return sum;
  }, emptyMonth(""));
  return {
    from,
    to,
    months: list,
    totals,
    owners: [...owners.values()].sort((a, b) => b.total - a.total || a.ownerName.localeCompare(b.ownerName)),
    salaries: salaryTotals(salaries),
  };
}
