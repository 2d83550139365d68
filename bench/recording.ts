/** What the recorder keeps and the replayer answers with: Store API responses by request. */
export interface RecordedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}
export type Recording = Record<string, RecordedResponse>;

/** One key per distinct request: method, path with query, language and body. */
export function recordingKey(request: Request, body: string): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search} ${request.headers.get("sw-language-id") ?? ""} ${body}`;
}
