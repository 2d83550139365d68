import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

// The Worker's validation messages (a configuration, KV or upstream value that fails its schema, in the
// logs and in the configuration error) are zod's English ones ("Invalid input: expected string, received
// undefined"). zod/mini leaves the messages to the caller ("Invalid input" alone); the English locale is
// the one part of zod's locales the Worker loads (docs/deployment.md, "What the Worker weighs").
z.config(en());
