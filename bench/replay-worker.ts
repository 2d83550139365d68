import { recordingKey, type Recording } from "./recording";

/**
 * Stands in for the emulator and answers at once from a recording, so that what a benchmark measures
 * is the storefront's own time (design section 5). An unrecorded request is a 404 and a warning.
 * The bench generates the Worker's entry (.bench/replay-entry.ts) with the recording it made.
 */
export function replayHandler(recording: Recording) {
  return {
    async fetch(request: Request): Promise<Response> {
      const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
      const hit = recording[recordingKey(request, body)];
      if (!hit) {
        console.warn(`replay: no recording for ${request.method} ${new URL(request.url).pathname}`);
        return Response.json(
          { errors: [{ status: "404", code: "REPLAY__NOT_RECORDED", title: "Not Found", detail: "Not recorded." }] },
          { status: 404 },
        );
      }
      return new Response(hit.body, { status: hit.status, headers: hit.headers });
    },
  };
}
