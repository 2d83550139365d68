/**
 * The emulator's D1 schema, applied by the emulator itself on first use so that `npm start`,
 * the Vitest pool and a fresh `.wrangler/state` need no separate migration step.
 * Append new versions; never edit an applied one.
 */
export const MIGRATIONS: readonly { version: number; statements: readonly string[] }[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS emulator_setting (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS sales_channel_context (
         token TEXT PRIMARY KEY,
         payload TEXT NOT NULL,
         customer_id TEXT,
         updated_at INTEGER NOT NULL
       )`,
      `CREATE INDEX IF NOT EXISTS idx_context_customer ON sales_channel_context (customer_id)`,
    ],
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

const applied = new WeakMap<D1Database, Promise<void>>();

async function migrate(db: D1Database): Promise<void> {
  await db.prepare(`CREATE TABLE IF NOT EXISTS emulator_migration (version INTEGER PRIMARY KEY)`).run();
  const row = await db.prepare(`SELECT MAX(version) AS version FROM emulator_migration`).first<{ version: number | null }>();
  const current = row?.version ?? 0;
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    await db.batch([
      ...migration.statements.map((sql) => db.prepare(sql)),
      db.prepare(`INSERT INTO emulator_migration (version) VALUES (?)`).bind(migration.version),
    ]);
  }
}

/** Applies pending migrations once per database binding (per isolate). */
export function ensureSchema(db: D1Database): Promise<void> {
  let pending = applied.get(db);
  if (!pending) {
    pending = migrate(db).catch((error: unknown) => {
      applied.delete(db);
      throw error;
    });
    applied.set(db, pending);
  }
  return pending;
}

/** Forgets that the schema was applied (after a test reset dropped the tables). */
export function forgetSchema(db: D1Database): void {
  applied.delete(db);
}

/** Tables a reset empties: everything a shopper or a test can change. */
export const MUTABLE_TABLES = ["sales_channel_context", "emulator_setting"] as const;
