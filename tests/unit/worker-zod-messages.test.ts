import { describe, expect, it } from "vitest";
import { workerConfigSchema } from "../../worker/env";

// Apart from tests that load wrangler: its own bundled zod would set the English messages for the whole process.
describe("the Worker's validation messages (issue 26: zod/mini sets no locale)", () => {
  it("are zod's English ones, as the full build's were", () => {
    const issues =
      workerConfigSchema.safeParse({
        DEPLOYMENT: "development",
        STORE_API_ACCESS_KEY: "k",
        UPSTREAM_TIMEOUT_MS: "soon",
      }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(["Invalid input: expected number, received NaN"]);
  });
});
