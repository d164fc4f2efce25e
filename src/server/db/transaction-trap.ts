import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Said when code inside `db.transaction(async (tx) => …)` queries `db` instead of `tx`.
 * On PGlite that query would wait for the transaction to end, which waits for the
 * query: a request hung for ever. On PostgreSQL it would run on another connection,
 * outside the transaction (it does not see the transaction's writes, and commits
 * even when the transaction rolls back). Neither is ever meant, so both refuse.
 */
export const ROOT_QUERY_IN_TRANSACTION =
  "a query on the database was issued inside one of its transactions: use the transaction handle (tx)";

/**
 * Marks the async context of every transaction of one database, so the driver can
 * refuse a query on the root handle issued from inside one, the same on PGlite and
 * PostgreSQL (the first would hang, the second run outside the transaction).
 */
export function transactionTrap() {
  const inTransaction = new AsyncLocalStorage<true>();
  return {
    /** The driver calls this before a query on the root handle. */
    check() {
      if (inTransaction.getStore()) throw new Error(ROOT_QUERY_IN_TRANSACTION);
    },
    /** Run a transaction's callback marked (client.ts wraps each database's `transaction` with it). */
    inside<T>(fn: () => T): T {
      return inTransaction.run(true, fn);
    },
    /** `fn`, run outside any transaction's context whatever context calls it. */
    outside<A extends unknown[]>(fn: (...args: A) => void) {
      return (...args: A) => inTransaction.exit(() => fn(...args));
    },
  };
}
