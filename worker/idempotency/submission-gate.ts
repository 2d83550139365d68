import type { SubmissionGate } from "../../app/framework/submissions";
import { submitResultSchema } from "../../app/framework/submissions";
import { sha256Hex } from "../services/sha256";
import type { SubmitLedger } from "./submit-ledger";

/** What the ledger knows of a session is this hash, never its token. */
const hashed = (...parts: string[]): Promise<string> => sha256Hex(parts.join("\n"));

/**
 * The request's gate to the submit ledger (submit-ledger.ts), bound to its session: one ledger
 * object per hash of context token and form, one record per hash of token and key. Made per request
 * (it holds the request's token), never kept at module scope.
 */
export function submissionGate(ledgers: DurableObjectNamespace<SubmitLedger>, token: string): SubmissionGate {
  const ledger = async (scope: string) => ledgers.get(ledgers.idFromName(await hashed("submit-ledger", token, scope)));
  const record = (scope: string, key: string) => hashed("submit", token, scope, key);
  return {
    async begin(scope, key) {
      const answer = await (await ledger(scope)).begin(await record(scope, key));
      // Checked as it crosses into the request: the result decides where the shopper is sent.
      return answer.state === "done" ? { state: "done", result: submitResultSchema.parse(answer.result) } : answer;
    },
    async finish(scope, key, result) {
      await (await ledger(scope)).finish(await record(scope, key), result);
    },
    async release(scope, key) {
      await (await ledger(scope)).release(await record(scope, key));
    },
  };
}
