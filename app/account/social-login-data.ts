import * as z from "zod/mini";

/** The social login's temporary data, kept in the browser across the hand-off. */
export const SOCIAL_LOGIN_STORAGE_KEY = "socialLogin";

/** Only an object with a string code and a string state is accepted. */
export const socialLoginDataSchema = z.object({ code: z.string(), state: z.string() });
export type SocialLoginData = z.infer<typeof socialLoginDataSchema>;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** localStorage, or nothing where it is missing or refused (private modes, storage switched off). */
function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepSocialLoginData(data: SocialLoginData, storage = browserStorage()): void {
  try {
    storage?.setItem(SOCIAL_LOGIN_STORAGE_KEY, JSON.stringify({ code: data.code, state: data.state }));
  } catch {
    // A full or refused storage: the hand-off goes on with the values it has.
  }
}

/**
 * The kept data if it passes the check; anything else (not JSON, not an object, a field that is not a
 * string) is ignored and removed, so that it cannot trouble the next hand-off either.
 */
export function readSocialLoginData(storage = browserStorage()): SocialLoginData | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SOCIAL_LOGIN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = socialLoginDataSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  clearSocialLoginData(storage);
  return null;
}

/** Once used: a code is good for one login only. */
export function clearSocialLoginData(storage = browserStorage()): void {
  try {
    storage?.removeItem(SOCIAL_LOGIN_STORAGE_KEY);
  } catch {
    // Nothing kept that could be removed.
  }
}
