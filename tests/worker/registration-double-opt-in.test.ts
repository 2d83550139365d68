import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;

async function shop(doubleOptInRegistration: boolean): Promise<Partial<Bindings>> {
  const config = await emulatorSiteConfig();
  const changed = { ...config, login: { ...config.login, doubleOptInRegistration } };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(changed) }), STORE_API };
}

/** The registration form's markup (the page's other forms are the header's). */
const form = async (response: Response) => {
  const forms = (await response.text()).split("<form").map((part) => part.slice(0, part.indexOf("</form>")));
  const registration = forms.find((part) => part.includes('name="acceptedDataProtection"'));
  expect(registration).toBeDefined();
  return registration!;
};

describe("login.doubleOptInRegistration on the registration page", () => {
  it.each([
    ["/account-creation/", "After you create your account we send you an e-mail"],
    ["/de/account-creation/", "Nach der Registrierung senden wir Ihnen eine E-Mail"],
    ["/uk/account-creation/", "Після реєстрації ми надішлемо вам лист"],
  ])("on: %s tells the shopper before they submit that a confirmation mail follows", async (path, text) => {
    const response = await call(path, {}, await shop(true));
    expect(response.status).toBe(200);
    const markup = await form(response);
    expect(markup).toContain(text);
    // Before the submit button, inside the form.
    expect(markup.indexOf(text)).toBeLessThan(markup.lastIndexOf('type="submit"'));
  });

  it("off: the form says nothing of a confirmation mail", async () => {
    const response = await call("/account-creation/", {}, await shop(false));
    expect(response.status).toBe(200);
    const markup = await form(response);
    expect(markup).toContain('type="submit"');
    expect(markup).not.toContain("After you create your account we send you an e-mail");
  });
});
