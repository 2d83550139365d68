import { DurableObject } from "cloudflare:workers";
import { type SubmitBegin, type SubmitResult, submitResultSchema } from "../../app/framework/submissions";

/** How long a used key answers with its first result (a back button, a tab reopened the next day). */
export const RECORD_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a submit counts as running. The order and its payment are at most three upstream calls of
 * 8 s each (UPSTREAM_TIMEOUT_MS); a submit still "running" after this one died with its isolate, and
 * the next one may act (the action's own checks, an emptied cart, then lead to what the first did).
 */
export const LEASE_MS = 60_000;
/** How long a second submit waits for the first before it gives up without acting. */
export const WAIT_MS = 30_000;
/** How often a waiting submit looks again. */
const POLL_MS = 50;

const SCHEMA = `CREATE TABLE IF NOT EXISTS submission (
  record TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  result TEXT,
  started_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
)`;

type Row = { record: string; state: string; result: string | null; started_at: number; expires_at: number };

/**
 * The ledger of one session's submits of one form (one object per hash of context token and form:
 * see submission-gate.ts). A Durable Object is the one place all isolates agree on: two posts of
 * "place order" that reach two isolates (two tabs, a double click without JavaScript) meet here.
 *
 * A record is one key's submit (by a hash of token and key, never the token): pending while the
 * first runs, then done with its result. `begin` waits while any submit of the session runs (a second
 * tab's own key too: it then acts on what the first left, the emptied cart), answers a used key with
 * its result, and lets one submit act at a time. Storage calls hold the object's input gate, so a
 * read and the write after it are one step; the wait between looks (a timer) lets other calls in.
 * Records expire after RECORD_TTL_MS (an alarm, and on every look).
 */
export class SubmitLedger extends DurableObject {
  private ready = false;

  private table(): void {
    if (this.ready) return;
    this.ctx.storage.sql.exec(SCHEMA);
    this.ready = true;
  }

  private row(record: string): Row | undefined {
    return this.ctx.storage.sql.exec<Row>("SELECT * FROM submission WHERE record = ?", record).toArray()[0];
  }

  /** Another submit of the session still running (within its lease). */
  private othersRunning(record: string, now: number): boolean {
    return (
      this.ctx.storage.sql
        .exec(
          "SELECT 1 FROM submission WHERE state = 'pending' AND record != ? AND started_at > ? LIMIT 1",
          record,
          now - LEASE_MS,
        )
        .toArray().length > 0
    );
  }

  private async expireLater(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }

  async begin(record: string): Promise<SubmitBegin> {
    this.table();
    const since = Date.now();
    for (;;) {
      const now = Date.now();
      this.ctx.storage.sql.exec("DELETE FROM submission WHERE expires_at <= ?", now);
      const row = this.row(record);
      if (row?.state === "done" && row.result)
        return { state: "done", result: submitResultSchema.parse(JSON.parse(row.result)) };
      const running = (row?.state === "pending" && row.started_at > now - LEASE_MS) || this.othersRunning(record, now);
      if (!running) {
        this.ctx.storage.sql.exec(
          "INSERT INTO submission (record, state, result, started_at, expires_at) VALUES (?, 'pending', NULL, ?, ?) ON CONFLICT (record) DO UPDATE SET state = 'pending', result = NULL, started_at = excluded.started_at, expires_at = excluded.expires_at",
          record,
          now,
          now + RECORD_TTL_MS,
        );
        await this.expireLater(now + RECORD_TTL_MS);
        return { state: "first" };
      }
      if (now - since >= WAIT_MS) return { state: "busy" };
      await scheduler.wait(POLL_MS);
    }
  }

  async finish(record: string, result: SubmitResult): Promise<void> {
    this.table();
    const now = Date.now();
    const checked = submitResultSchema.parse(result);
    this.ctx.storage.sql.exec(
      "INSERT INTO submission (record, state, result, started_at, expires_at) VALUES (?, 'done', ?, ?, ?) ON CONFLICT (record) DO UPDATE SET state = 'done', result = excluded.result, expires_at = excluded.expires_at",
      record,
      JSON.stringify(checked),
      now,
      now + RECORD_TTL_MS,
    );
    await this.expireLater(now + RECORD_TTL_MS);
  }

  async release(record: string): Promise<void> {
    this.table();
    this.ctx.storage.sql.exec("DELETE FROM submission WHERE record = ? AND state = 'pending'", record);
  }

  /** Expired records go; the alarm comes back for the next to expire, or the object is left empty. */
  override async alarm(): Promise<void> {
    this.table();
    const now = Date.now();
    this.ctx.storage.sql.exec("DELETE FROM submission WHERE expires_at <= ?", now);
    const next = this.ctx.storage.sql
      .exec<{ at: number | null }>("SELECT MIN(expires_at) AS at FROM submission")
      .one().at;
    if (next === null) {
      await this.ctx.storage.deleteAll();
      this.ready = false;
    } else await this.ctx.storage.setAlarm(next);
  }
}
