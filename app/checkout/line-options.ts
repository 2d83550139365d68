import { lineItemKind } from "../cart/line-item-kind";
import { printLineItem, variantOptionsOf } from "../cart/line-items";
import type { CartLineItem } from "../cart/store-api";

/**
 * The options each checkout line shows ("Cover: Hardcover", "Colour: Green"), by line id: a print
 * project's option children, a variant's options. Payloads are read through zod here, in the loader,
 * so that the checkout screen's first load carries no zod (the JavaScript budget before hydration).
 */
/** One line's option texts: a print project's option children, a variant's options, nothing for the rest. */
function optionTexts(line: CartLineItem): string[] {
  switch (lineItemKind(line)) {
    case "print":
      return (printLineItem(line)?.options ?? []).map((o) => `${o.attrName}: ${o.translatedAttrValue}`);
    case "product":
      return variantOptionsOf(line.payload).map((o) => `${o.group}: ${o.option}`);
    default:
      return [];
  }
}

export function checkoutLineOptions(lines: readonly CartLineItem[]): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  for (const line of lines) {
    const texts = optionTexts(line);
    if (texts.length) options[line.id] = texts;
  }
  return options;
}
