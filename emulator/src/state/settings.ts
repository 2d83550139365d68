/** Switches a developer or a test flips: kept in D1 so they survive restarts like the shop's own settings. */
export async function readSetting(db: D1Database, key: string): Promise<string | null> {
  const row = await db.prepare(`SELECT value FROM emulator_setting WHERE key = ?`).bind(key).first<{ value: string }>();
  return row?.value ?? null;
}

export async function writeSetting(db: D1Database, key: string, value: string): Promise<void> {
  await db.prepare(`INSERT INTO emulator_setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).bind(key, value).run();
}

export const isMaintenance = async (db: D1Database): Promise<boolean> => (await readSetting(db, "maintenance")) === "1";

/** The demo shop runs with analytics on (issue 12); the settings page turns it off. */
export const analyticsActive = async (db: D1Database): Promise<boolean> => (await readSetting(db, "analyticsActive")) !== "0";
