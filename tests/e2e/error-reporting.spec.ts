import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, registerInPage, test } from "./fixtures";

/**
 * Error reporting against the emulator's Sentry ingest: the test server's SENTRY_DSN points at
 * `/__emulator/sentry/1` (scripts/serve-test.sh), which records every envelope it receives.
 */

interface EnvelopeItem {
  header: { type: string };
  payload: Record<string, unknown>;
}
interface Envelope {
  id: number;
  publicKey: string;
  header: { event_id?: string; trace?: Record<string, string> };
  items: EnvelopeItem[];
}

const ENVELOPE_URL = /\/__emulator\/sentry\/api\/1\/envelope\//;

/** The recorded envelopes whose text contains `text` (other tests report at the same time). */
async function envelopesWith(request: APIRequestContext, text: string): Promise<Envelope[]> {
  const response = await request.get(`/__emulator/sentry/envelopes.json?contains=${encodeURIComponent(text)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Envelope[];
}

/** Waits for an envelope with an item of `type` that contains `text`, and returns it and that item. */
async function reported(
  request: APIRequestContext,
  text: string,
  type: string,
  timeout = 20_000,
): Promise<{ envelope: Envelope; item: EnvelopeItem }> {
  let found: { envelope: Envelope; item: EnvelopeItem } | undefined;
  await expect
    .poll(
      async () => {
        for (const envelope of await envelopesWith(request, text)) {
          const item = envelope.items.find((i) => i.header.type === type);
          if (item) found = { envelope, item };
        }
        return Boolean(found);
      },
      { timeout, message: `a ${type} envelope containing ${text}` },
    )
    .toBe(true);
  return found!;
}

/** Throws from a timer, outside any handler of ours: an uncaught error, as a bug would. */
const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

interface ReportedEvent {
  event_id: string;
  release: string;
  environment: string;
  exception: { values: { type: string; value: string; mechanism: { handled: boolean } }[] };
  request: { url: string; headers: Record<string, string> };
  user?: unknown;
  sdk: { integrations: string[] };
  contexts: { trace: { trace_id: string } };
}

/** A logged-in customer on the account page, which shows their name, address and e-mail. */
async function customerOnAccountPage(page: Page, email: string, query = ""): Promise<string> {
  await page.goto("/");
  await hydrated(page);
  await registerInPage(page, email);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "sw-context-token")?.value;
  expect(token).toBeTruthy();
  // The SDK is loaded after hydration; its first envelope (the session) says it is running.
  const sdkStarted = page.waitForRequest(ENVELOPE_URL);
  await page.goto(`/account/${query.replace("{token}", token!)}`);
  await hydrated(page);
  await expect(page.getByRole("main")).toContainText("Grace Hopper");
  await sdkStarted;
  return token!;
}

const uniqueMarker = () => `reported-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;

test.describe("error reporting", () => {
  test("a thrown error in the browser is reported with the build's release and the sampling settings, its replay masked, and nothing personal", async ({
    page,
    request,
    problems,
  }) => {
    const marker = uniqueMarker();
    const email = `${marker}@example.com`;
    const token = await customerOnAccountPage(page, email);

    const message = `Checkout failed ${marker} for ${email} (Bearer ${token})`;
    await throwUncaught(page, message);

    const { envelope, item } = await reported(request, marker, "event");
    const event = item.payload as unknown as ReportedEvent;
    const build = (await (await request.get("/builds/latest.json")).json()) as { version: string };
    expect(event.release).toBe(build.version);
    expect(event.environment).toBe("e2e");
    expect(envelope.publicKey).toBe("e2e");
    expect(event.exception.values[0]!.type).toBe("Error");
    expect(event.exception.values[0]!.value).toBe(`Checkout failed ${marker} for [Filtered] (Bearer [Filtered])`);
    expect(event.exception.values[0]!.mechanism.handled).toBe(false);
    expect(event.user).toBeUndefined();
    expect(event.sdk.integrations).toEqual(expect.arrayContaining(["BrowserTracing", "Replay"]));

    // Sampling: the trace the error belongs to was sampled at rate 1, and its header says so.
    expect(envelope.header.trace).toMatchObject({
      sample_rate: "1",
      sampled: "true",
      release: build.version,
      environment: "e2e",
      public_key: "e2e",
    });
    expect(envelope.header.trace!["trace_id"]).toBe(event.contexts.trace.trace_id);

    // Replay on error (rate 1): the error's replay arrives, its texts masked.
    const replay = await reported(request, event.event_id, "replay_event");
    const replayEvent = replay.item.payload as { replay_type: string; error_ids: string[]; replay_id: string };
    expect(replayEvent.error_ids).toContain(event.event_id);
    expect(["buffer", "session"]).toContain(replayEvent.replay_type);
    const recording = replay.envelope.items.find((i) => i.header.type === "replay_recording");
    expect(recording, "the replay's recording").toBeTruthy();
    expect(JSON.stringify(recording!.payload)).toContain("***** ******");

    // Nothing personal anywhere in what was sent for this page (error, page load, replay): no e-mail, name, address, token.
    const sent = JSON.stringify([
      ...(await envelopesWith(request, event.contexts.trace.trace_id)),
      ...(await envelopesWith(request, replayEvent.replay_id)),
    ]);
    for (const personal of [email, encodeURIComponent(email), token, "Grace", "Hopper", "Main 1"]) {
      expect(sent, `"${personal}" in a report`).not.toContain(personal);
    }
    // The error is the page's only problem: the SDK, its replay worker and its reports pass the CSP.
    expect(problems).toEqual([`page error: ${message}`]);
  });

  test("personal parameters of the address are not reported, and such a page is not recorded", async ({
    page,
    request,
    problems,
  }) => {
    const marker = uniqueMarker();
    const email = `${marker}@example.com`;
    // A double opt-in link names the address and a hash; a provider's return a code and a state.
    const token = await customerOnAccountPage(
      page,
      email,
      `?em=${encodeURIComponent(email)}&hash=hash-${marker}&token={token}&code=c-${marker}&state=s-${marker}&tab=orders`,
    );

    await throwUncaught(page, `Broken ${marker}`);
    const { item } = await reported(request, `Broken ${marker}`, "event");
    const event = item.payload as unknown as ReportedEvent;
    // The link's own secrets (em, hash, code, state) left the address before Sentry started (app/lib/link-secrets); what is left of personal data is filtered.
    expect(event.request.url).toMatch(/\/account\/\?token=\[Filtered\]&tab=orders$/);
    expect(event.sdk.integrations).toContain("BrowserTracing");
    expect(event.sdk.integrations).not.toContain("Replay");
    const sent = JSON.stringify(await envelopesWith(request, event.contexts.trace.trace_id));
    for (const personal of [email, encodeURIComponent(email), `hash-${marker}`, `c-${marker}`, `s-${marker}`, token]) {
      expect(sent, `"${personal}" in a report`).not.toContain(personal);
    }
    expect(problems).toEqual([`page error: Broken ${marker}`]);
  });
});
