// The storefront isolate's JS heap, read through the V8 inspector that `wrangler dev --inspector-port`
// exposes (Chrome DevTools Protocol over a WebSocket; Node 22's own WebSocket, no dependency).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const MB = 1024 * 1024;
/** How long one inspector call may take: the isolate answers between requests, so a busy one is slow. */
const CALL_TIMEOUT_MS = 10_000;

export class HeapProbe {
  #ws;
  #next = 0;
  #pending = new Map();
  #scripts = [];
  samples = [];
  liveSamples = [];

  /** The first target of the inspector's /json list: wrangler's proxy to the primary Worker (the storefront). */
  static async connect(inspectorPort) {
    const deadline = Date.now() + 60_000;
    let targets = [];
    while (Date.now() < deadline && targets.length === 0) {
      try {
        targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const target = targets.find((t) => t.webSocketDebuggerUrl);
    if (!target) throw new Error(`no inspector target on port ${inspectorPort}`);
    // wrangler's inspector proxy refuses an upgrade without an Origin (Node's WebSocket sends none).
    const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: `http://127.0.0.1:${inspectorPort}` } });
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = (event) => reject(new Error(`inspector websocket: ${event.message ?? "failed"}`));
    });
    return new HeapProbe(ws, target);
  }

  constructor(ws, target) {
    this.#ws = ws;
    this.target = target;
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.method === "Debugger.scriptParsed") this.#scripts.push(message.params.url);
      const waiting = message.id !== undefined && this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    };
  }

  call(method, params = {}) {
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      this.#pending.set(id, {
        method,
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /**
   * Which Worker the inspector is attached to: the bundles the isolate has parsed, read from disk,
   * looked up for the storefront's and the emulator's entry modules (esbuild names them in comments).
   */
  async isolate() {
    this.#scripts = [];
    await this.call("Debugger.enable");
    await new Promise((r) => setTimeout(r, 1000));
    await this.call("Debugger.disable");
    for (const url of this.#scripts.filter((u) => u.startsWith("file://"))) {
      const text = await readFile(fileURLToPath(url), "utf8").catch(() => "");
      if (text.includes("// worker/index.ts")) return { worker: "edge-storefront", bundle: url };
      if (text.includes("emulator/src/index.ts")) return { worker: "edge-storefront-emulator", bundle: url };
    }
    return { worker: "unknown", bundle: this.#scripts.find((u) => u.startsWith("file://")) ?? "none" };
  }

  /** V8's heap: used and allocated, plus ArrayBuffer backing stores, in MB. */
  async usage() {
    const r = await this.call("Runtime.getHeapUsage");
    return {
      usedMB: +(r.usedSize / MB).toFixed(1),
      totalMB: +(r.totalSize / MB).toFixed(1),
      backingMB: +((r.backingStorageSize ?? 0) / MB).toFixed(1),
    };
  }

  /**
   * After a full collection: what the isolate really holds on to. workerd runs the collection only
   * once the isolate is entered, so `poke` (a request to the Worker) is sent until it answers.
   */
  async settled(poke) {
    const collected = this.call("HeapProfiler.collectGarbage");
    let done = false;
    collected.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      await poke();
      await new Promise((r) => setTimeout(r, 200));
    }
    await collected;
    return this.usage();
  }

  /** Samples every `everyMs` until stopped; a sample that times out is counted, not fatal. */
  sample(everyMs) {
    let missed = 0;
    const timer = setInterval(() => {
      this.usage().then(
        (u) => this.samples.push({ at: Date.now(), ...u }),
        () => missed++,
      );
    }, everyMs);
    return () => {
      clearInterval(timer);
      return missed;
    };
  }

  /**
   * Every `everyMs`, a full collection first, then the heap: what the isolate holds on to while the
   * load runs. An isolate without a cap (wrangler dev) lets garbage pile up before it collects, so the
   * samples above overstate what a capped isolate (128 MB, which collects sooner) must fit; this is the
   * part it cannot give back.
   */
  sampleLive(everyMs) {
    let busy = false;
    let missed = 0;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.call("HeapProfiler.collectGarbage")
        .then(() => this.usage())
        .then(
          (u) => this.liveSamples.push({ at: Date.now(), ...u }),
          () => missed++,
        )
        .finally(() => (busy = false));
    }, everyMs);
    return () => {
      clearInterval(timer);
      return missed;
    };
  }

  /** The highest live sample (after a collection) taken since `since`. */
  peakLiveSince(since) {
    return this.liveSamples
      .filter((s) => s.at >= since)
      .reduce((peak, s) => (peak && peak.usedMB >= s.usedMB ? peak : s), null);
  }

  /** The highest sample taken since `since` (ms epoch). */
  peakSince(since) {
    return this.samples
      .filter((s) => s.at >= since)
      .reduce((peak, s) => (peak && peak.usedMB >= s.usedMB ? peak : s), null);
  }

  close() {
    this.#ws.close();
  }
}
