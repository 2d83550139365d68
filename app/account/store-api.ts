import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { RegistrationBody, Schemas } from "../store-api/operations";

/**
 * POST /store-api/account/login (username and password). The shop answers with a new
 * context token in its header, which the client adopts (the Worker turns it into the session cookie).
 */
export function loginCustomer(api: StoreApi, languageId: string, username: string, password: string): Promise<unknown> {
  return dataOf(
    api.invoke("loginCustomer post /account/login", {
      headers: languageHeaders(languageId),
      body: { username, password },
    }),
  );
}

/** POST /store-api/account/logout: the session's token is replaced by a guest's. */
export function logoutCustomer(api: StoreApi, languageId: string): Promise<unknown> {
  return dataOf(api.invoke("logoutCustomer post /account/logout", { headers: languageHeaders(languageId) }));
}

/** The country list for addresses, page 1, limit 100, with their states. */
export function readCountries(api: StoreApi, languageId: string): Promise<Schemas["Country"][]> {
  return dataOf(
    api.invoke("readCountry post /country", {
      headers: languageHeaders(languageId),
      body: { page: 1, limit: 100, associations: { states: {} } },
    }),
  ).then((result) => result.elements ?? []);
}

/** GET /store-api/salutation. */
export function readSalutations(api: StoreApi, languageId: string): Promise<Schemas["Salutation"][]> {
  return dataOf(api.invoke("readSalutationGet get /salutation", { headers: languageHeaders(languageId) })).then(
    (result) => result.elements ?? [],
  );
}

/** What a registration sends (its type lives with the operation it types, store-api/operations). */
export type {
  RegistrationAddress as AddressInput,
  RegistrationBody as RegistrationInput,
} from "../store-api/operations";

/** POST /store-api/account/register: the new customer (logged in at once unless the shop asks for double opt-in). */
export function registerCustomer(
  api: StoreApi,
  languageId: string,
  body: RegistrationBody,
): Promise<Schemas["Customer"]> {
  return dataOf(api.invoke("registerCustomer post /account/register", { headers: languageHeaders(languageId), body }));
}

/** Double opt-in: POST /store-api/account/register-confirm with hash and em. */
export function confirmRegistration(api: StoreApi, languageId: string, hash: string, em: string): Promise<unknown> {
  return dataOf(
    api.invoke("registerConfirm post /account/register-confirm", {
      headers: languageHeaders(languageId),
      body: { hash, em },
    }),
  );
}

/** POST /store-api/account/recovery-password: a mail with a link to set a new password. */
export function sendRecoveryMail(
  api: StoreApi,
  languageId: string,
  email: string,
  storefrontUrl: string,
): Promise<unknown> {
  return dataOf(
    api.invoke("sendRecoveryMail post /account/recovery-password", {
      headers: languageHeaders(languageId),
      body: { email, storefrontUrl },
    }),
  );
}

/** The new password is copied into the confirmation field (the shopper types it once). */
export function confirmRecovery(
  api: StoreApi,
  languageId: string,
  hash: string,
  newPassword: string,
): Promise<unknown> {
  return dataOf(
    api.invoke("recoveryPassword post /account/recovery-password-confirm", {
      headers: languageHeaders(languageId),
      body: { hash, newPassword, newPasswordConfirm: newPassword },
    }),
  );
}
