import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

/** What PGlite's own `query` accepts as options; drizzle sends `rowMode` (and parsers, set once instead). */
export type QueryOptions = Parameters<PGlite["query"]>[2];

interface Statement {
  name: string;
  /** The parameters' type oids, from PostgreSQL's description: they choose each value's serializer. */
  paramTypes: number[];
  /** The rows' columns (names and types), described once: none for a statement that returns no rows. */
  columns: BackendMessage | undefined;
  /** When it was last asked (a count of asks): the least recent is closed first. */
  used: number;
}

/** How many statements stay prepared: every hot statement of the app, bounded against ad-hoc text (IN lists of every length). */
export const PREPARED_STATEMENTS = 500;

/** PostgreSQL's answer when a table changed its columns under a prepared statement; preparing it again mends it. */
const RESULT_TYPE_CHANGED = "cached plan must not change result type";

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements for PGlite, one per distinct SQL text. PGlite's own
 * `query` parses, describes and plans every statement afresh and crosses into
 * WebAssembly six times per query (parse, describe, bind, describe, execute,
 * sync): for the booking request's five-join read that was 0.9 ms, of which
 * 0.2 ms remain with the statement kept (bench in ADR 006's addendum). Here a new text is
 * parsed and described once (its parameters' types and its columns); afterwards
 * each query is one call carrying bind, execute and sync, and PostgreSQL may keep
 * its plan.
 *
 * The caller holds PGlite's query mutex (see pglite-driver.ts). The least
 * recently used statement is closed past `size`.
 */
export class PreparedStatements {
  readonly #client: PGlite;
  readonly #size: number;
  readonly #byText = new Map<string, Statement>();
  #asks = 0;
  /** Names to close with the next statement prepared. */
  #closing: string[] = [];
  #next = 0;

  constructor(client: PGlite, size = PREPARED_STATEMENTS) {
    this.#client = client;
    this.#size = size;
  }

  /** How many statements are prepared now (tests). */
  get size() {
    return this.#byText.size;
  }

  async run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await this.#run<T>(text, params, options, inTransaction);
    } catch (error) {
      if (inTransaction || !(error instanceof Error) || error.message !== RESULT_TYPE_CHANGED) throw error;
      // A migration changed a table under a kept statement: outside a transaction nothing was done, so ask again.
      return await this.#run<T>(text, params, options, inTransaction);
    }
  }

  async #run<T>(text: string, params: unknown[] = [], options: QueryOptions, inTransaction: boolean) {
    try {
      const statement = this.#byText.get(text) ?? (await this.#prepare(text));
      statement.used = ++this.#asks;
      const { messages } = await this.#client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values: this.#values(statement, params, options) }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      // The columns described when the statement was prepared stand in for a describe per ask
      // (PostgreSQL refuses to run a kept statement whose columns changed: RESULT_TYPE_CHANGED).
      const answer = statement.columns ? [statement.columns, ...messages] : messages;
      return parse.parseResults(answer, this.#client.parsers, options)[0] as Results<T>;
    } catch (error) {
      if (error instanceof protocol.messages.DatabaseError) {
        if (error.message === RESULT_TYPE_CHANGED) this.#forget(text);
        // As PGlite's own query does: the failing statement travels with its error.
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `sg${++this.#next}`;
    const closing = this.#closing;
    this.#closing = [];
    try {
      const { messages } = await this.#client.execProtocol(
        concat([
          // Closing a statement that no longer exists is no error, so a close sent twice is harmless.
          ...closing.map((old) => serialize.close({ type: "S", name: old })),
          serialize.parse({ name, text }),
          serialize.describe({ type: "S", name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(messages),
        columns: messages.find((message) => message.name === "rowDescription"),
        used: ++this.#asks,
      };
      this.#byText.set(text, statement);
      if (this.#byText.size > this.#size) this.#forget(this.#leastRecent());
      return statement;
    } catch (error) {
      // In an aborted transaction the closes may not have run: send them again with the next one.
      this.#closing.push(...closing);
      throw error;
    }
  }

  /**
   * The text asked least recently. A scan, done only when a new text pushes the
   * count past its bound, keeps every ask to one lookup (moving the entry to the
   * end of the map on each ask cost two more hashes of the whole SQL text).
   */
  #leastRecent() {
    let oldest: string | undefined;
    let when = Infinity;
    for (const [text, { used }] of this.#byText)
      if (used < when) {
        oldest = text;
        when = used;
      }
    return oldest!;
  }

  #forget(text: string) {
    const statement = this.#byText.get(text);
    if (!statement) return;
    this.#byText.delete(text);
    this.#closing.push(statement.name);
  }

  /** Each value as PGlite's query would send it: by the serializer of its parameter's type, else as text. */
  #values({ paramTypes }: Statement, params: unknown[], options: QueryOptions) {
    const own = options?.serializers;
    const serializers = this.#client.serializers;
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = paramTypes[i]!;
      const serializer = own?.[oid] ?? serializers[oid];
      return serializer ? serializer(value) : String(value);
    });
  }
}
