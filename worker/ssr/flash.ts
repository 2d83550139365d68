import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import * as z from "zod/mini";
import type { FlashNotice } from "../../app/framework/services";
import type { Notification } from "../../app/state/notifications";

/** A notice that has to survive a server-side redirect travels in this short-lived cookie. */
export const FLASH_COOKIE = "es-flash";

const flashSchema = z
  .array(
    z.object({
      type: z.enum(["success", "danger", "warning", "info"]),
      messageKey: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,80}$/)),
      params: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
    }),
  )
  .check(z.maxLength(5));

export function flashCookie(notices: FlashNotice[], secure: boolean): string {
  return generateCookie(FLASH_COOKIE, JSON.stringify(notices.slice(0, 5)), {
    maxAge: 60,
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
  });
}

/** Clears the notices once a page has shown them. */
export const clearedFlashCookie = (secure: boolean): string =>
  generateCookie(FLASH_COOKIE, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "Lax", secure });

/** The notices a redirect left for this page; anything malformed is dropped. */
export function readFlash(c: Context): Omit<Notification, "id">[] {
  let raw: string | undefined;
  try {
    raw = getCookie(c, FLASH_COOKIE);
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = flashSchema.safeParse(parsed);
  if (!result.success) return [];
  return result.data.map((n) => ({
    type: n.type,
    message: n.messageKey,
    translate: true,
    ...(n.params ? { params: n.params } : {}),
  }));
}
