/**
 * Collects the durations of a request's upstream calls for the Server-Timing header. workerd
 * advances its clock only across I/O, so what this measures is waiting, not our own CPU time.
 */
export class ServerTiming {
  private readonly entries: { name: string; description: string; duration: number }[] = [];

  async measure<T>(name: string, description: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.entries.push({ name, description, duration: performance.now() - start });
    }
  }

  add(name: string, description: string, duration: number): void {
    this.entries.push({ name, description, duration });
  }

  header(): string {
    return this.entries
      .slice(0, 40)
      .map((e, i) => `${e.name}${i};desc="${e.description.replace(/["\\]/g, "")}";dur=${e.duration.toFixed(1)}`)
      .join(", ");
  }
}
