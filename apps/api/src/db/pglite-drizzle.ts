import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  NoopLogger,
  type Query,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import type { WithCacheConfig } from 'drizzle-orm/cache/core/types';
import {
  PgDialect,
  type PgPreparedQuery,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import { PgliteDatabase, PglitePreparedQuery, PgliteSession } from 'drizzle-orm/pglite';
import { PgliteNamedStatements } from './pglite-named-statements';

// openPglite gives drizzle neither a logger nor a cache.
const NO_LOGGER = new NoopLogger();
const NO_CACHE = new NoopCache();

/**
 * drizzle's PGlite session drops the name given to `.prepare(name)`; this one sends a named statement
 * through PgliteNamedStatements. Unnamed statements and transactions (whose session drizzle makes
 * anew, unnamed) take drizzle's own path unchanged.
 */
class NamedStatementSession<
  TFullSchema extends Record<string, unknown>,
  TSchema extends TablesRelationalConfig,
> extends PgliteSession<TFullSchema, TSchema> {
  constructor(
    private readonly named: PgliteNamedStatements,
    ...session: ConstructorParameters<typeof PgliteSession<TFullSchema, TSchema>>
  ) {
    super(...session);
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
    queryMetadata?: { type: 'select' | 'update' | 'delete' | 'insert'; tables: string[] },
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    if (!name) {
      return super.prepareQuery(
        query,
        fields,
        name,
        isResponseInArrayMode,
        customResultMapper,
        queryMetadata,
        cacheConfig,
      );
    }
    const client: Pick<Transaction, 'query'> = {
      query: (text, params, options) => this.named.query(name, text, params ?? [], options),
    };
    return new PglitePreparedQuery<T>(
      // drizzle's prepared query calls nothing but query().
      client as Transaction,
      query.sql,
      query.params,
      NO_LOGGER,
      NO_CACHE,
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
    );
  }
}

/** drizzle(client, { schema }) of drizzle-orm/pglite, with named statements parsed once. */
export function drizzleWithNamedStatements<TSchema extends Record<string, unknown>>(
  client: PGlite,
  schema: TSchema,
): PgliteDatabase<TSchema> {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  } as RelationalSchemaConfig<ExtractTablesWithRelations<TSchema>>;
  const session = new NamedStatementSession(new PgliteNamedStatements(client), client, dialect, relational);
  return new PgliteDatabase(dialect, session, relational);
}
