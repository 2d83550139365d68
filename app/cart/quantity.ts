import type { CartLineItem } from "./store-api";

/**
 * A line's quantity rules, without zod: the header's count and the quantity controls
 * read them, and neither should carry a schema library.
 */

/** Quantity steps come as a JSON list; empty or "[]" means none. Sorted, whole and positive. */
export function parseQuantitySteps(raw: unknown): number[] {
  let list: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return [];
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const steps = list
    .map((step) => (typeof step === "string" ? Number.parseInt(step, 10) : step))
    .filter((step): step is number => Number.isInteger(step) && step > 0);
  return [...new Set(steps)].sort((a, b) => a - b);
}

/** A number or its text as a whole number, NaN for anything else. */
function wholeNumberOf(raw: unknown): number {
  // Only a number or its text is a quantity: String() of any other value may throw ({toString: null}).
  if (typeof raw === "number") return Math.trunc(raw);
  if (typeof raw === "string") return Number.parseInt(raw, 10);
  return Number.NaN;
}

/** A cart quantity is parsed to an integer, default 1. */
export function parseQuantity(raw: unknown): number {
  const value = wholeNumberOf(raw);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Minimum, maximum and step of an ordinary line's quantity (the product's purchase rules). */
export interface QuantityRule {
  min: number;
  max: number;
  step: number;
}

export function quantityRule(item: CartLineItem): QuantityRule {
  const info = item.quantityInformation ?? {};
  const min = Math.max(1, info.minPurchase ?? 1);
  const step = Math.max(1, info.purchaseSteps ?? 1);
  return { min, step, max: Math.max(min, info.maxPurchase ?? 100) };
}

/** The quantity a "−" or "+" leads to, kept on the product's steps and within its limits. */
export function steppedQuantity(rule: QuantityRule, current: number, direction: -1 | 1): number {
  const onStep = rule.min + Math.round((current - rule.min) / rule.step) * rule.step;
  return Math.min(rule.max, Math.max(rule.min, onStep + direction * rule.step));
}
