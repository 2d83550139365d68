import { inject } from "vitest";
import * as fc from "fast-check";

/**
 * Issue 13's fuzzing: every fuzz test runs with one seed (fixed by default, FUZZ_SEED to replay a
 * failure or to explore) and a number of cases scaled by FUZZ_RUNS. The values come through Vitest's
 * `provide` (vitest.config.ts), the one channel that reaches tests in workerd as well as in Node.
 *
 * FUZZ_RUNS is the run's total budget of cases; each target takes its share (`runs(share)`), so that
 * cheap targets get many cases and targets that cost a full page render few. The default budget is
 * what CI runs; the bench raises it.
 */
export const DEFAULT_FUZZ_SEED = 20_261_113;
export const DEFAULT_FUZZ_RUNS = 10_000;

export function fuzzSeed(): number {
  const raw = inject("fuzzSeed");
  const seed = raw ? Number(raw) : DEFAULT_FUZZ_SEED;
  return Number.isSafeInteger(seed) ? seed : DEFAULT_FUZZ_SEED;
}

function fuzzBudget(): number {
  const raw = inject("fuzzRuns");
  const runs = raw ? Number(raw) : DEFAULT_FUZZ_RUNS;
  return Number.isSafeInteger(runs) && runs > 0 ? runs : DEFAULT_FUZZ_RUNS;
}

/** A fuzz test's time limit, grown with the budget (the default's limit is generous for a loaded 2-core machine). */
export const fuzzTimeout = (defaultMs: number): number =>
  Math.round(defaultMs * Math.max(1, fuzzBudget() / DEFAULT_FUZZ_RUNS));

/** A target's number of cases: its share of the budget (at least one). */
export const runs = (share: number): number => Math.max(1, Math.round(fuzzBudget() * share));

/**
 * fast-check's parameters for a target: the run's seed, the target's cases, and on failure a report
 * that names the seed, the path and how to replay it.
 */
export function fuzzParameters<T>(share: number, extra: fc.Parameters<T> = {}): fc.Parameters<T> {
  const seed = fuzzSeed();
  return {
    seed,
    numRuns: runs(share),
    ...extra,
    reporter: (details) => {
      if (!details.failed) return;
      const cause =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `${fc.defaultReportMessage(details)}\nFailed with: ${cause}\nReplay with FUZZ_SEED=${seed} (path "${details.counterexamplePath}"), e.g. FUZZ_SEED=${seed} npx vitest run <file>`,
      );
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    fuzzSeed: string;
    fuzzRuns: string;
  }
}
