import { describe, expect, it } from "vitest";
import { siteConfig } from "../../emulator/src/seed/site-config";
import {
  publicSiteConfig,
  publicSiteConfigSchema,
  type SiteConfig,
  siteConfigSchema,
} from "../../kv-schemas/site-config";

/** The emulator's configuration as the Worker keeps it, with a parcel service key. */
const fullConfig = (apiKey = "parcel-service-account-key-123"): SiteConfig => {
  const config = siteConfigSchema.parse(JSON.parse(JSON.stringify(siteConfig(false))));
  return { ...config, parcelLocker: { ...config.parcelLocker, apiKey } };
};

describe("the public site configuration (design section 6: server-only settings never reach the browser)", () => {
  it("is the configuration without the parcel service's key", () => {
    const config = fullConfig();
    const exposed = publicSiteConfig(config);
    expect(exposed.parcelLocker).not.toHaveProperty("apiKey");
    expect(JSON.stringify(exposed)).not.toContain("parcel-service-account-key-123");
    const { apiKey: _, ...parcelLocker } = config.parcelLocker;
    expect(exposed).toEqual({ ...config, parcelLocker });
  });

  it("is made once per configuration object (the isolate keeps the same one between requests)", () => {
    const config = fullConfig();
    expect(publicSiteConfig(config)).toBe(publicSiteConfig(config));
  });

  it("the full schema keeps the key for the Worker", () => {
    expect(fullConfig().parcelLocker.apiKey).toBe("parcel-service-account-key-123");
  });

  it("holds the public configuration to the same rules (a root language, unique prefixes)", () => {
    const config = fullConfig();
    expect(publicSiteConfigSchema.safeParse(config).success).toBe(true);
    const withoutRoot = {
      ...config,
      domains: config.domains.map((domain) => ({ ...domain, langPrefix: domain.langPrefix || "en" })),
    };
    expect(publicSiteConfigSchema.safeParse(withoutRoot).success).toBe(false);
  });
});
