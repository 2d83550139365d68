// Debian's Chromium, as every browser of the project is launched (the Playwright tests, the benchmarks,
// the style guide's screenshots): no browser download (scripts/ensure-chromium.sh installs the package),
// and the flags this machine needs, background traffic off (no network beyond the npm registry).
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
