/**
 * The page's own script: the render (worker/ssr/render.tsx) inlines it after the bootstrap data it
 * reads (`window.__ES_BOOT__`), and the build (scripts/start-script.ts) bundles and minifies it into
 * the client manifest. It is all that runs before the first paint, so it stays small: it imports
 * constants and these two functions, nothing of the app.
 */
import { BOOTSTRAP_GLOBAL } from "../../bootstrap";
import { removeLinkSecrets } from "./address-bar";
import { startAfterFirstPaint } from "./first-paint";

// First, before anything else of the page runs: the link secrets leave the address bar.
removeLinkSecrets(window.location, window.history);
const boot = window[BOOTSTRAP_GLOBAL];
if (boot) startAfterFirstPaint(boot);
