import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { clientManifest } from "../ssr/manifest";
import { styleGuidePage } from "./page";

/** The style guide at /__styleguide/: where the emulator's pages are (EMULATOR_ROUTES), 404 everywhere else. */
export const styleGuide = () =>
  createMiddleware<AppEnv>(async (c) => {
    if (!c.var.config.EMULATOR_ROUTES) return c.text("Not Found", 404);
    return c.html(styleGuidePage(clientManifest().stylesheets), 200, { "Cache-Control": "no-store" });
  });
