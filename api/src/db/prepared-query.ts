/**
 * A query of fixed shape, built and compiled by Kysely once per database and then run with new
 * values: the hot paths (a bet's dozen statements, the bearer token's look-up) otherwise pay
 * Kysely's builder and compiler, immutable node trees and all, for every statement of every
 * request, which profiles showed as most of a bet's JavaScript.
 *
 * The query is written once, with the builder, as any other: `build(trx, slots)` receives stand-ins
 * for the values (`slots.userId`) and puts them where values go. The stand-ins become parameters
 * of the compiled query (never SQL text), so each run substitutes its values for them and keeps
 * every other parameter as compiled. A value that would change the query's shape (a list of
 * varying length, a branch on a value) cannot be a slot: build such a query per shape (one
 * PreparedQuery each) or with the builder on every call. Compiling checks that every slot named is
 * a parameter, so a slot used where it changes nothing fails at once rather than being ignored.
 *
 * On SQLite the compiled text then meets a statement prepared once (db/statement-cache.ts).
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

/** The stand-in of one value in the compiled query's parameters. */
class Slot {
  constructor(readonly name: string) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** Per parameter: the slot whose value goes there, or null to keep the compiled value. */
  slots: (string | null)[];
}

export class PreparedQuery<P extends Record<string, unknown>, R> {
  /** Per SQL dialect (the adapter of the database the query runs on): SQLite and PostgreSQL differ. */
  private readonly compiled = new WeakMap<object, Compiled<R>>();

  constructor(
    private readonly slotNames: readonly (keyof P & string)[],
    private readonly build: (db: Kysely<Database>, slots: P) => Compilable<R>,
  ) {}

  /** Runs the query on `db` (the outer handle or a transaction's) with these values. */
  async execute(db: Kysely<Database>, values: P): Promise<QueryResult<R>> {
    const { query, slots } = this.compiledFor(db);
    const parameters = query.parameters.map((compiled, index) => {
      const slot = slots[index];
      return slot === null || slot === undefined ? compiled : values[slot];
    });
    return db.executeQuery({ ...query, parameters });
  }

  /** The first row, or undefined. */
  async first(db: Kysely<Database>, values: P): Promise<R | undefined> {
    return (await this.execute(db, values)).rows[0];
  }

  private compiledFor(db: Kysely<Database>): Compiled<R> {
    const adapter = db.getExecutor().adapter;
    let compiled = this.compiled.get(adapter);
    if (!compiled) {
      const stand = Object.fromEntries(this.slotNames.map((name) => [name, new Slot(name)]));
      const query = this.build(db, stand as unknown as P).compile();
      const slots = query.parameters.map((value) => (value instanceof Slot ? value.name : null));
      const missing = this.slotNames.filter((name) => !slots.includes(name));
      if (missing.length > 0) {
        throw new Error(`Prepared query: ${missing.join(', ')} must be values of the query.`);
      }
      compiled = { query, slots };
      this.compiled.set(adapter, compiled);
    }
    return compiled;
  }
}
