import * as z from "zod/mini";
import { safeReturnPath } from "../lib/return-path";

/**
 * The hand-off to the social provider, remembered by this browser (design section 6): where the
 * shopper wants to go afterwards and the `state` the shop gave the provider. Only a summary that
 * carries this state logs in, so nobody can log a shopper into someone else's account with a link of
 * their own (login CSRF). HttpOnly and short-lived: it is set by the start's answer and read by the
 * summary's first load, both on the server.
 */
export const HANDOFF_COOKIE = "es-social-login";
/** The emulator's (and the shop's) hand-off lives ten minutes. */
const HANDOFF_SECONDS = 600;

// `state` is "" when the provider's address names none: then the hand-off only proves it was started in this browser.
const handoffSchema = z.object({
  state: z.string().check(z.maxLength(512)),
  returnPath: z.string().check(z.maxLength(2048)),
});
export type SocialLoginHandoff = z.infer<typeof handoffSchema>;

const attributes = (maxAge: number, secure: boolean) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export function handoffCookie(handoff: SocialLoginHandoff, secure: boolean): string {
  return `${HANDOFF_COOKIE}=${encodeURIComponent(JSON.stringify(handoff))}; ${attributes(HANDOFF_SECONDS, secure)}`;
}

/** Used once: the answer that reads it removes it. */
export const clearedHandoffCookie = (secure: boolean): string => `${HANDOFF_COOKIE}=; ${attributes(0, secure)}`;

/** The hand-off of a request's Cookie header, or null when there is none or it is not ours; its return path checked again. */
export function readHandoff(cookieHeader: string | null, fallbackPath: string): SocialLoginHandoff | null {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${HANDOFF_COOKIE}=`))
    ?.slice(HANDOFF_COOKIE.length + 1);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  const parsed = handoffSchema.safeParse(value);
  return parsed.success
    ? { state: parsed.data.state, returnPath: safeReturnPath(parsed.data.returnPath, fallbackPath) }
    : null;
}
