/**
 * A notice named in the address (a link from a mail, another site, the shop's own
 * redirects): `?notification=<snippet key>&notificationType=success|danger`. Only those two types are
 * honoured (spec), and only the shop's own texts (a snippet key): a link cannot put words of its own
 * on the shop's pages. The parameters leave the address once read, whether honoured or not.
 */
export const NOTICE_PARAMS = ["notification", "notificationType"] as const;

const HONOURED = new Set(["success", "danger"]);
const SNIPPET_KEY = /^[\w-]+(\.[\w-]+){1,5}$/;

export function queryNotice(search: URLSearchParams): { type: "success" | "danger"; key: string } | null {
  const key = search.get("notification") ?? "";
  const type = search.get("notificationType") ?? "";
  if (!HONOURED.has(type) || !SNIPPET_KEY.test(key)) return null;
  return { type: type as "success" | "danger", key };
}

/** The address without the notice's parameters, or null when it has none. */
export function withoutNoticeParams(href: string): string | null {
  const url = new URL(href);
  if (!NOTICE_PARAMS.some((name) => url.searchParams.has(name))) return null;
  for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
