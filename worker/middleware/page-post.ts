import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { classifyPath } from "../../app/lib/paths";
import type { AppEnv } from "../env";
import { fromOwnOrigin } from "../services/same-origin";

/** Page forms carry a few fields (the contact form's message is the longest): 64 KiB is plenty. */
export const MAX_PAGE_FORM_BYTES = 64 * 1024;
/** What a browser sends for a form without JavaScript. */
const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * A form posted to a page (design "Mutations are route actions"), without JavaScript or with it (then
 * with X-Storefront-Action: actions run in the Worker only, decision 021): accepted only from the shop's
 * own pages, as a form body, within the size limit; the SSR handler then runs the route's action and
 * answers with post/redirect/get, or as data to the page that sent it. Anything else is refused before any work.
 */
export const pagePost = () => {
  const limit = bodyLimit({
    maxSize: MAX_PAGE_FORM_BYTES,
    onError: () => {
      throw new HTTPException(413, { message: "The form is too large." });
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) !== "page") throw new HTTPException(405, { message: "Only pages take forms." });
    if (!fromOwnOrigin(c))
      throw new HTTPException(403, { message: "Forms are only accepted from this shop's own pages." });
    if (!FORM_BODY.test(c.req.header("content-type") ?? ""))
      throw new HTTPException(415, { message: "Only form bodies are accepted." });
    return limit(c, next);
  });
};
