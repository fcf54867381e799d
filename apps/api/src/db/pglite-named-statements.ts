import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

interface ParsedStatement {
  text: string;
  parameterTypes: number[];
  /** The statement's RowDescription (absent for a statement that answers no rows). */
  rowDescription: BackendMessage | undefined;
}

/** SQLSTATE invalid_sql_statement_name: the session no longer holds the name (DEALLOCATE, DISCARD). */
const NO_SUCH_STATEMENT = '26000';

/**
 * PGlite's query() sends an unnamed Parse every time, so PostgreSQL parses and plans each statement
 * again (planning cost twice the execution of the subscription list; docs/decisions/029). This runs a
 * statement as a named one of PGlite's single session instead: Parse and Describe once, then only
 * Bind/Execute/Sync, as node-postgres does on PostgreSQL. Everything else mirrors query() — the same
 * locks, parameter serialisers, result parsers, errors and file sync — through PGlite's public API;
 * only query()'s `blob` option (COPY to and from /dev/blob), which drizzle never passes, is left out.
 */
export class PgliteNamedStatements {
  private readonly parsed = new Map<string, ParsedStatement>();

  constructor(private readonly pglite: PGlite) {}

  async query<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.pglite._checkReady();
    // The same two locks as query(): after any open transaction, and one statement at a time.
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(async () => {
        try {
          const result = await this.run<T>(name, text, params, options).catch((error: unknown) => {
            if (!(error instanceof messages.DatabaseError && error.code === NO_SUCH_STATEMENT)) throw error;
            this.parsed.delete(name);
            return this.run<T>(name, text, params, options);
          });
          // With the transaction lock held no transaction is open, and then query() syncs the files.
          await this.pglite.syncToFs();
          return result;
        } catch (error) {
          // As query() does: the database's error itself, told which statement failed.
          if (error instanceof messages.DatabaseError) {
            Object.assign(error, { query: text, params, queryOptions: options });
          }
          throw error;
        }
      }),
    );
  }

  private async run<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const statement = await this.statement(name, text, options);
    const values = params.map((param, i) => this.serialise(param, statement.parameterTypes[i], options));
    const replies = await this.send(
      [protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({})],
      options,
    );
    const rows = statement.rowDescription ? [statement.rowDescription, ...replies] : replies;
    return parse.parseResults(rows, this.pglite.parsers, options)[0] as Results<T>;
  }

  private async statement(name: string, text: string, options?: QueryOptions): Promise<ParsedStatement> {
    const known = this.parsed.get(name);
    if (known?.text === text) return known;
    // Close first: the name may still hold another text (closing a missing name is no error).
    const replies = await this.send(
      [
        protocol.serialize.close({ type: 'S', name }),
        protocol.serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        protocol.serialize.describe({ type: 'S', name }),
      ],
      options,
    );
    const statement = {
      text,
      parameterTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((reply) => reply.name === 'rowDescription'),
    };
    this.parsed.set(name, statement);
    return statement;
  }

  /** query()'s serialisation: null stays null, else the serialiser of the parameter's type, else text. */
  private serialise(param: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (param === null || param === undefined) return null;
    const serialiser =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.pglite.serializers[type]);
    return serialiser ? serialiser(param) : String(param);
  }

  /** One round trip ending in Sync, so that after an error the session is ready for the next one. */
  private send(requests: Uint8Array[], options?: QueryOptions): Promise<BackendMessage[]> {
    const all = [...requests, protocol.serialize.sync()];
    const message = new Uint8Array(all.reduce((length, request) => length + request.length, 0));
    let offset = 0;
    for (const request of all) {
      message.set(request, offset);
      offset += request.length;
    }
    return this.pglite.execProtocolStream(message, {
      syncToFs: false,
      ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
    });
  }
}
