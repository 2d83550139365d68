import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { submissionGate } from "../../worker/idempotency/submission-gate";
import { LEASE_MS, RECORD_TTL_MS, type SubmitLedger } from "../../worker/idempotency/submit-ledger";

/**
 * The submit ledger (worker/idempotency) on its own, through the SUBMIT_LEDGER binding of
 * wrangler.toml: the first submit of a key acts, the others wait for its result; a key is bound to its
 * session; a run that died is given up after its lease; records expire.
 */
const ledgers = () => (env as unknown as Bindings).SUBMIT_LEDGER;
const RESULT = {
  location: "/order-success/?orderId=0123456789abcdef0123456789abcdef",
  notices: [{ type: "info" as const, messageKey: "payment.errors.alreadyStarted" }],
};
const session = () => `Ledger${crypto.randomUUID().replaceAll("-", "")}`;

/** The ledger object a gate of `token` uses for `scope` (the same name submission-gate.ts derives). */
async function ledgerOf(token: string, scope: string): Promise<DurableObjectStub<SubmitLedger>> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(["submit-ledger", token, scope].join("\n")),
  );
  const name = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return ledgers().get(ledgers().idFromName(name));
}

describe("the submit ledger", () => {
  it("lets the first submit of a key act; one sent meanwhile waits and gets its result", async () => {
    const gate = submissionGate(ledgers(), session());
    const key = crypto.randomUUID();
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
    const second = gate.begin("place-order", key);
    let settled = false;
    void second.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    await gate.finish("place-order", key, RESULT);
    expect(await second).toEqual({ state: "done", result: RESULT });
    expect(await gate.begin("place-order", key)).toEqual({ state: "done", result: RESULT });
  });

  it("holds another key of the same session and form until the first is done (a second tab), then lets it act", async () => {
    const gate = submissionGate(ledgers(), session());
    const first = crypto.randomUUID();
    expect(await gate.begin("place-order", first)).toEqual({ state: "first" });
    const other = gate.begin("place-order", crypto.randomUUID());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await gate.finish("place-order", first, RESULT);
    expect(await other).toEqual({ state: "first" });
  });

  it("binds a key to its session: another session's same key acts on its own", async () => {
    const key = crypto.randomUUID();
    const mine = submissionGate(ledgers(), session());
    expect(await mine.begin("pay-order", key)).toEqual({ state: "first" });
    await mine.finish("pay-order", key, RESULT);
    expect(await submissionGate(ledgers(), session()).begin("pay-order", key)).toEqual({ state: "first" });
  });

  it("a released key (a failed form) may be sent again and act", async () => {
    const gate = submissionGate(ledgers(), session());
    const key = crypto.randomUUID();
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
    await gate.release("place-order", key);
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
  });

  it("gives up a run whose lease ended (its isolate died) and lets the next submit act", async () => {
    const token = session();
    const gate = submissionGate(ledgers(), token);
    const key = crypto.randomUUID();
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
    await runInDurableObject(await ledgerOf(token, "place-order"), (_instance, state) => {
      state.storage.sql.exec("UPDATE submission SET started_at = ?", Date.now() - LEASE_MS - 1);
    });
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
  });

  it("keeps no token, and forgets a result after its time (on a look, and by its alarm)", async () => {
    const token = session();
    const gate = submissionGate(ledgers(), token);
    const key = crypto.randomUUID();
    await gate.begin("place-order", key);
    await gate.finish("place-order", key, RESULT);
    const stub = await ledgerOf(token, "place-order");
    const rows = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql
        .exec<{ record: string; expires_at: number }>("SELECT record, expires_at FROM submission")
        .toArray(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.record).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows[0]!.expires_at - Date.now()).toBeGreaterThan(RECORD_TTL_MS - 60_000);

    const expire = () =>
      runInDurableObject(stub, (_instance, state) => {
        state.storage.sql.exec("UPDATE submission SET expires_at = ?", Date.now() - 1);
      });
    // Expired on a look: the key acts again (a day later the back button finds the cart empty, and the action says so).
    await expire();
    expect(await gate.begin("place-order", key)).toEqual({ state: "first" });
    // Expired by the alarm: nothing is left of the session.
    await expire();
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(
      await runInDurableObject(stub, (_instance, state) =>
        state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'submission'").toArray(),
      ),
    ).toEqual([]);
  });
});
