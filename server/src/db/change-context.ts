/**
 * Who makes the changes of the work under way, for the database's own record of them: the
 * rebuild-request trigger (migration 036) reads the transaction-local setting site.change_actor,
 * so each change names the person or process behind it, and sets site.rebuild_requested when the
 * change is one the public site shows, which the provider reads back before the transaction
 * commits. One record of each change, made by the database in the change's transaction; the
 * provider only names and reads it.
 *
 * The context follows the work through async calls (AsyncLocalStorage): an admin request runs in
 * one (see app.ts), scheduled publishing in another. Work outside any context (visitors' writes,
 * the seed) is recorded as before, naming nobody.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './client.js';

export interface ChangeContext {
  /** The actor's name at the time of the write (a request learns who it is after it starts). */
  actor(): string | undefined;
  /** Set once a transaction of this work committed a change the public site shows. */
  rebuildRequested: boolean;
  /** The request doing the work (its reqId), recorded with each change (migration 042). */
  requestId?: string;
}

const storage = new AsyncLocalStorage<ChangeContext>();

/** Runs `fn` (and everything it starts) in `context`. */
export function runInChangeContext<T>(context: ChangeContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** A context for `actor`, for work that is not a request (scheduled publishing). */
export function changeContextOf(actor: string | undefined): ChangeContext {
  return { actor: () => actor, rebuildRequested: false };
}

/** Statements that may write; run inside a transaction of their own when in a context. */
const WRITE = /^\s*(insert|update|delete|with|merge)\b/i;

/**
 * The database, with every transaction started in a change context naming its actor and
 * reporting back whether it recorded a rebuild request. Outside a context it is `db` unchanged.
 */
export function attributeChanges(db: Database): Database {
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const context = storage.getStore();
    if (!context) return db.transaction(fn);
    let requested = false;
    const result = await db.transaction(async (tx) => {
      await tx.query(
        "SELECT set_config('site.change_actor', $1, true), set_config('site.change_request', $2, true)",
        [context.actor() ?? '', context.requestId ?? ''],
      );
      const value = await fn(tx);
      const { rows } = await tx.query<{ requested: string | null }>(
        "SELECT current_setting('site.rebuild_requested', true) AS requested",
      );
      requested = rows[0]?.requested === 'yes';
      return value;
    });
    // Only once committed: a rolled-back change asks for nothing.
    if (requested) context.rebuildRequested = true;
    return result;
  }
  return {
    get kind() {
      return db.kind;
    },
    stats: db.stats ? () => db.stats!() : undefined,
    query<T>(sql: string, params?: unknown[]) {
      if (!storage.getStore() || !WRITE.test(sql)) return db.query<T>(sql, params);
      return transaction((tx) => tx.query<T>(sql, params));
    },
    exec: (sql) => db.exec(sql),
    transaction,
    close: () => db.close(),
  };
}
