import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";

/**
 * POST /store-api/account/login (spec section 7: username and password). The shop answers with a new
 * context token in its header, which the client adopts (the Worker turns it into the session cookie).
 */
export function loginCustomer(api: StoreApi, languageId: string, username: string, password: string): Promise<unknown> {
  return dataOf(api.invoke("loginCustomer post /account/login", { headers: languageHeaders(languageId), body: { username, password } }));
}

/** POST /store-api/account/logout: the session's token is replaced by a guest's. */
export function logoutCustomer(api: StoreApi, languageId: string): Promise<unknown> {
  return dataOf(api.invoke("logoutCustomer post /account/logout", { headers: languageHeaders(languageId) }));
}
