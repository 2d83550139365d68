import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const [url, out, w, js] of [["http://localhost:8787/nope/", "/tmp/shots/404.png", 1280, true], ["http://localhost:8787/de/", "/tmp/shots/de-home-nojs.png", 390, false], ["http://localhost:8787/Calendars/", "/tmp/shots/calendars.png", 1280, true]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  const r = await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: out, fullPage: true });
  console.log(r.status(), url, await page.title());
}
await browser.close();
