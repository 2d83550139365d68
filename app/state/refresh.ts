import type { QueryClient } from "@tanstack/react-query";

const KEEP = new Set(["site-config", "snippets"]);

/**
 * After the session changed (currency, login, logout) every answer that depends on it is out of date:
 * what is on screen is fetched again, everything else is dropped so that the next page loads afresh.
 */
export async function refreshSessionData(queryClient: QueryClient): Promise<void> {
  const affected = (query: { queryKey: readonly unknown[] }) => !KEEP.has(String(query.queryKey[0]));
  queryClient.removeQueries({ type: "inactive", predicate: affected });
  await queryClient.invalidateQueries({ predicate: affected, refetchType: "active" });
}
