import { recordingKey, type Recording } from "./recording";

interface Env {
  UPSTREAM: Fetcher;
}

/**
 * Stands in for the emulator (it takes its name) and forwards to it, keeping every Store API answer.
 * GET /__emulator/recording.json hands the recording out. Used by `npm run bench` only.
 */
const recording: Recording = {};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/__emulator/recording.json") return Response.json(recording);
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    const response = await env.UPSTREAM.fetch(
      new Request(request.url, { method: request.method, headers: request.headers, ...(body ? { body } : {}) }),
    );
    const text = await response.text();
    if (url.pathname.startsWith("/store-api/"))
      recording[recordingKey(request, body)] = { status: response.status, headers: [...response.headers], body: text };
    return new Response(text, { status: response.status, headers: response.headers });
  },
};
