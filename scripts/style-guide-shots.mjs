#!/usr/bin/env node
/**
 * Screenshots of the style guide's components for docs/design-system.md, cropped to each specimen,
 * at a phone's width. Start a development server first (it serves /__styleguide/), then:
 *   node scripts/style-guide-shots.mjs [base URL, default http://localhost:8787]
 * Writes docs/design/components/<name>.png; fails when one is 40 KB or more (the docs stay light).
 */
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const base = process.argv[2] ?? "http://localhost:8787";
const out = join(import.meta.dirname, "..", "docs", "design", "components");
const LIMIT = 40 * 1024;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  const response = await page.goto(`${base}/__styleguide/`, { waitUntil: "networkidle" });
  if (response?.status() !== 200)
    throw new Error(`/__styleguide/ answered ${response?.status()}: is EMULATOR_ROUTES on?`);
  const shots = [
    ["colour", "#colour .sg-swatches"],
    ...(await page.$$eval("[data-specimen]", (all) =>
      all.map((el) => [el.getAttribute("data-specimen"), `[data-specimen="${el.getAttribute("data-specimen")}"]`]),
    )),
  ];
  let tooBig = false;
  for (const [name, selector] of shots) {
    const file = join(out, `${name}.png`);
    await page.locator(selector).screenshot({ path: file, animations: "disabled" });
    const size = statSync(file).size;
    tooBig ||= size >= LIMIT;
    console.log(`${name}.png ${(size / 1024).toFixed(1)} KB${size >= LIMIT ? " (over 40 KB)" : ""}`);
  }
  if (tooBig) process.exitCode = 1;
} finally {
  await browser.close();
}
