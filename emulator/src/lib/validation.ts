import { StoreApiError } from "./errors";

/**
 * Collects Shopware's constraint violations (one error entry per field, with its source pointer) and
 * throws them together, as DataValidator does.
 */
export class Violations {
  private readonly list: { pointer: string; code: string; detail: string; parameters?: Record<string, unknown> }[] = [];

  add(pointer: string, code: string, detail: string, parameters: Record<string, unknown> = {}): this {
    this.list.push({ pointer, code: `VIOLATION::${code}`, detail, parameters });
    return this;
  }

  /** A required text: present and not blank. Returns the trimmed value. */
  required(body: Record<string, unknown>, field: string, pointer = `/${field}`): string {
    const value = body[field];
    if (typeof value !== "string" || value.trim() === "") {
      this.add(pointer, "IS_BLANK_ERROR", "This value should not be blank.", {
        "{{ value }}": value === undefined ? "null" : JSON.stringify(value),
      });
      return "";
    }
    return value.trim();
  }

  optional(body: Record<string, unknown>, field: string, pointer = `/${field}`, max = 255): string | null {
    const value = body[field];
    if (value === undefined || value === null || value === "") return null;
    if (typeof value !== "string") {
      this.add(pointer, "INVALID_TYPE_ERROR", "This value should be of type string.", { "{{ type }}": "string" });
      return null;
    }
    if (value.length > max)
      this.add(pointer, "TOO_LONG_ERROR", `This value is too long. It should have ${max} characters or less.`, {
        "{{ limit }}": max,
      });
    return value.trim();
  }

  email(value: string, pointer: string): void {
    if (value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.add(pointer, "INVALID_FORMAT_ERROR", "This value is not a valid email address.", {
        "{{ value }}": JSON.stringify(value),
      });
    }
  }

  minLength(value: string, min: number, pointer: string): void {
    if (value && value.length < min) {
      this.add(pointer, "TOO_SHORT_ERROR", `This value is too short. It should have ${min} characters or more.`, {
        "{{ limit }}": min,
      });
    }
  }

  choice(value: string | null, allowed: readonly string[], pointer: string): void {
    if (value !== null && value !== "" && !allowed.includes(value)) {
      this.add(pointer, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
        "{{ value }}": JSON.stringify(value),
      });
    }
  }

  equal(value: string, other: string, pointer: string): void {
    if (value !== other) this.add(pointer, "NOT_EQUAL_ERROR", "This value should be equal to the repetition.", {});
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(): void {
    if (this.list.length) throw StoreApiError.violations(this.list);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
