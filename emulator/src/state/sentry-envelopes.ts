/**
 * Sentry's ingest, played for development and tests: the envelopes the storefront's browser code and
 * Worker send are kept (the newest KEPT of them) so that a test can read what an error report carried.
 * Envelope format: a header line, then items, each a header line and a payload of the header's
 * `length` bytes (or up to the next newline when it has none).
 */

export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** JSON payloads parsed; a replay recording as its segment header and its (inflated) rrweb events. */
  payload: unknown;
}

export interface RecordedEnvelope {
  id: number;
  project: string;
  publicKey: string | null;
  receivedAt: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const KEPT = 1000;
const NEWLINE = 0x0a;
const text = new TextDecoder();

function readLine(bytes: Uint8Array, at: number): { line: Uint8Array; next: number } {
  const end = bytes.indexOf(NEWLINE, at);
  return end === -1
    ? { line: bytes.subarray(at), next: bytes.length }
    : { line: bytes.subarray(at, end), next: end + 1 };
}

const parseJson = (bytes: Uint8Array): unknown => JSON.parse(text.decode(bytes));

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A replay recording: `{"segment_id":n}\n` and the rrweb events, compressed by the SDK's worker or not. */
async function recording(bytes: Uint8Array): Promise<unknown> {
  const { line, next } = readLine(bytes, 0);
  const body = bytes.subarray(next);
  let events: unknown;
  try {
    events = parseJson(body);
  } catch {
    events = parseJson(await inflate(body));
  }
  return { segment: parseJson(line), events };
}

async function payloadOf(header: Record<string, unknown>, bytes: Uint8Array): Promise<unknown> {
  if (header["type"] === "replay_recording") return recording(bytes);
  try {
    return parseJson(bytes);
  } catch {
    return { bytes: bytes.length };
  }
}

/** Splits an envelope into its header and items; throws on what is not an envelope. */
export async function parseEnvelope(
  bytes: Uint8Array,
): Promise<{ header: Record<string, unknown>; items: EnvelopeItem[] }> {
  const first = readLine(bytes, 0);
  const header = parseJson(first.line) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < bytes.length) {
    const headerLine = readLine(bytes, at);
    if (headerLine.line.length === 0) {
      at = headerLine.next;
      continue;
    }
    const itemHeader = parseJson(headerLine.line) as Record<string, unknown>;
    let payload: Uint8Array;
    if (typeof itemHeader["length"] === "number") {
      payload = bytes.subarray(headerLine.next, headerLine.next + itemHeader["length"]);
      at = headerLine.next + itemHeader["length"];
      if (bytes[at] === NEWLINE) at += 1;
    } else {
      const line = readLine(bytes, headerLine.next);
      payload = line.line;
      at = line.next;
    }
    items.push({ header: itemHeader, payload: await payloadOf(itemHeader, payload) });
  }
  return { header, items };
}

export async function recordEnvelope(
  db: D1Database,
  project: string,
  publicKey: string | null,
  envelope: { header: Record<string, unknown>; items: EnvelopeItem[] },
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO sentry_envelope (project, public_key, header, items, received_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(project, publicKey, JSON.stringify(envelope.header), JSON.stringify(envelope.items), new Date().toISOString())
    .first<{ id: number }>();
  await db
    .prepare(`DELETE FROM sentry_envelope WHERE id <= ?`)
    .bind(row!.id - KEPT)
    .run();
  return row!.id;
}

/** The newest envelopes first; `containing` narrows them to those whose text has it (a test's marker). */
export async function listEnvelopes(
  db: D1Database,
  { containing, limit = 200 }: { containing?: string; limit?: number } = {},
): Promise<RecordedEnvelope[]> {
  const query = containing
    ? db
        .prepare(`SELECT * FROM sentry_envelope WHERE instr(header || items, ?) > 0 ORDER BY id DESC LIMIT ?`)
        .bind(containing, limit)
    : db.prepare(`SELECT * FROM sentry_envelope ORDER BY id DESC LIMIT ?`).bind(limit);
  const rows = await query.all<{
    id: number;
    project: string;
    public_key: string | null;
    header: string;
    items: string;
    received_at: string;
  }>();
  return rows.results.map((r) => ({
    id: r.id,
    project: r.project,
    publicKey: r.public_key,
    receivedAt: r.received_at,
    header: JSON.parse(r.header),
    items: JSON.parse(r.items),
  }));
}

export async function clearEnvelopes(db: D1Database): Promise<void> {
  await db.prepare(`DELETE FROM sentry_envelope`).run();
}
