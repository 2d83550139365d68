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
  {
    version: 2,
    statements: [
      `CREATE TABLE IF NOT EXISTS customer (
         id TEXT PRIMARY KEY,
         email TEXT NOT NULL,
         guest INTEGER NOT NULL DEFAULT 0,
         active INTEGER NOT NULL DEFAULT 1,
         password_hash TEXT,
         group_id TEXT NOT NULL,
         language_id TEXT NOT NULL,
         customer_number TEXT NOT NULL,
         double_opt_in INTEGER NOT NULL DEFAULT 0,
         confirm_hash TEXT,
         confirmed_at TEXT,
         social_provider TEXT,
         social_subject TEXT,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_customer_email ON customer (email)`,
      `CREATE INDEX IF NOT EXISTS idx_customer_confirm ON customer (confirm_hash)`,
      `CREATE TABLE IF NOT EXISTS customer_address (
         id TEXT PRIMARY KEY,
         customer_id TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_address_customer ON customer_address (customer_id)`,
      `CREATE TABLE IF NOT EXISTS customer_recovery (hash TEXT PRIMARY KEY, customer_id TEXT NOT NULL, created_at INTEGER NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS login_attempt (email TEXT NOT NULL, at INTEGER NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS idx_login_attempt ON login_attempt (email, at)`,
      `CREATE TABLE IF NOT EXISTS cart (token TEXT PRIMARY KEY, payload TEXT NOT NULL, updated_at INTEGER NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS "order" (
         id TEXT PRIMARY KEY,
         order_number TEXT NOT NULL,
         customer_id TEXT NOT NULL,
         state TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_order_customer ON "order" (customer_id, created_at)`,
      `CREATE TABLE IF NOT EXISTS order_transaction (
         id TEXT PRIMARY KEY,
         order_id TEXT NOT NULL,
         payment_method_id TEXT NOT NULL,
         state TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_transaction_order ON order_transaction (order_id, created_at)`,
      `CREATE TABLE IF NOT EXISTS project (
         id TEXT PRIMARY KEY,
         owner TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_project_owner ON project (owner)`,
      `CREATE TABLE IF NOT EXISTS newsletter_recipient (
         email TEXT PRIMARY KEY,
         status TEXT NOT NULL,
         hash TEXT NOT NULL,
         language_id TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at TEXT NOT NULL,
         confirmed_at TEXT
       )`,
      `CREATE TABLE IF NOT EXISTS mail (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         recipient TEXT NOT NULL,
         subject TEXT NOT NULL,
         template TEXT NOT NULL,
         body_text TEXT NOT NULL,
         links TEXT NOT NULL,
         created_at TEXT NOT NULL
       )`,
      `CREATE TABLE IF NOT EXISTS social_login (
         state TEXT PRIMARY KEY,
         provider TEXT NOT NULL,
         redirect_uri TEXT NOT NULL,
         code TEXT,
         identity TEXT,
         used INTEGER NOT NULL DEFAULT 0,
         created_at INTEGER NOT NULL
       )`,
      `CREATE TABLE IF NOT EXISTS payment_session (
         id TEXT PRIMARY KEY,
         order_id TEXT NOT NULL,
         transaction_id TEXT NOT NULL,
         payload TEXT NOT NULL,
         created_at INTEGER NOT NULL
       )`,
      `CREATE TABLE IF NOT EXISTS sequence (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS pbx_session (session_id TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
    ],
  },
  {
    version: 3,
    statements: [
      // Error reports the storefront sent to the emulated Sentry ingest (routes/sentry).
      `CREATE TABLE IF NOT EXISTS sentry_envelope (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         project TEXT NOT NULL,
         public_key TEXT,
         header TEXT NOT NULL,
         items TEXT NOT NULL,
         received_at TEXT NOT NULL
       )`,
    ],
  },
  {
    version: 4,
    statements: [
      // Reviews shoppers wrote (ProductReviewSaveRoute); the demo shop's own reviews stay in the seed.
      `CREATE TABLE IF NOT EXISTS product_review (
         id TEXT PRIMARY KEY,
         product_id TEXT NOT NULL,
         customer_id TEXT NOT NULL,
         language_id TEXT NOT NULL,
         external_user TEXT,
         external_email TEXT,
         title TEXT NOT NULL,
         content TEXT NOT NULL,
         points REAL,
         status INTEGER NOT NULL DEFAULT 0,
         created_at TEXT NOT NULL,
         updated_at TEXT
       )`,
      `CREATE INDEX IF NOT EXISTS idx_review_product ON product_review (product_id)`,
      `CREATE INDEX IF NOT EXISTS idx_review_customer ON product_review (customer_id, product_id)`,
      // One wishlist per customer and sales channel, its products unique (Shopware's uniq keys).
      `CREATE TABLE IF NOT EXISTS customer_wishlist (id TEXT PRIMARY KEY, customer_id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, updated_at TEXT)`,
      `CREATE TABLE IF NOT EXISTS customer_wishlist_product (
         id TEXT PRIMARY KEY,
         wishlist_id TEXT NOT NULL,
         product_id TEXT NOT NULL,
         created_at TEXT NOT NULL,
         updated_at TEXT,
         UNIQUE (wishlist_id, product_id)
       )`,
    ],
  },
];

const applied = new WeakMap<D1Database, Promise<void>>();

async function migrate(db: D1Database): Promise<void> {
  await db.prepare(`CREATE TABLE IF NOT EXISTS emulator_migration (version INTEGER PRIMARY KEY)`).run();
  const row = await db
    .prepare(`SELECT MAX(version) AS version FROM emulator_migration`)
    .first<{ version: number | null }>();
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
export const MUTABLE_TABLES = [
  "sales_channel_context",
  "emulator_setting",
  "customer",
  "customer_address",
  "customer_recovery",
  "login_attempt",
  "cart",
  '"order"',
  "order_transaction",
  "project",
  "newsletter_recipient",
  "mail",
  "social_login",
  "payment_session",
  "sequence",
  "pbx_session",
  "sentry_envelope",
  "product_review",
  "customer_wishlist",
  "customer_wishlist_product",
] as const;
