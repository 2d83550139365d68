import type { Domain } from "../../kv-schemas/site-config";
import { splitPrefix } from "./paths";

/** The domain (language) a path belongs to, and the path without its prefix. */
export function resolveDomain(pathname: string, domains: readonly Domain[]): { domain: Domain; rest: string } {
  const prefixes = domains.map((d) => d.langPrefix).filter(Boolean);
  const { prefix, rest } = splitPrefix(pathname, prefixes);
  const domain = domains.find((d) => d.langPrefix === prefix) ?? domains.find((d) => d.langPrefix === "");
  if (!domain) throw new Error("Domain not set: no domain has the root prefix");
  return { domain, rest };
}
