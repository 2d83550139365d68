import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { useLocalePath, useSiteConfig } from "../state/site";
import { consentPromptNeeded, effectiveConsent, tagManagerConfigured, type ConsentChoice } from "./consent";
import { chooseConsent, openConsentSettings, useConsentState } from "./consent-store";

/** The shop asks before tracking: a tag manager is configured and the shop may not set its cookies unasked. */
function useAsksForConsent(): boolean {
  const config = useSiteConfig();
  return (
    tagManagerConfigured(config.analytics) &&
    !config.extensions.personalDataProtection.trackingCookiesAllowedWithoutPrompt
  );
}

/**
 * The cookie banner (issue 12): accept all, only the technically required, or a choice per group.
 * In the server's HTML for a visitor who has not chosen yet, as Shopware's cookie bar is, so that it
 * is painted with the page rather than popping up after hydration (it was the largest paint of every
 * page, issue 15). Hidden without JavaScript: then no tag runs, so there is nothing to agree to. Not
 * modal: the shop stays usable while it is open.
 */
export function ConsentBanner() {
  const { t } = useI18n();
  const config = useSiteConfig();
  const localePath = useLocalePath();
  const { choice, editing } = useConsentState();
  const [choosing, setChoosing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const shown = consentPromptNeeded(config, choice) || (editing && tagManagerConfigured(config.analytics));
  const [draft, setDraft] = useState<ConsentChoice>(() => effectiveConsent(config, choice));

  useEffect(() => {
    if (!editing) return;
    setDraft(effectiveConsent(config, choice));
    setChoosing(true);
    heading.current?.focus();
  }, [editing, config, choice]);

  if (!shown) return null;
  const decide = (next: ConsentChoice) => {
    setChoosing(false);
    chooseConsent(next);
  };
  return (
    <section className="consent-banner" aria-labelledby={`${id}-title`}>
      <noscript>
        <style>{".consent-banner{display:none}"}</style>
      </noscript>
      <div className="consent-banner__body container">
        <h2 id={`${id}-title`} className="consent-banner__title" tabIndex={-1} ref={heading}>
          {t("consent.title")}
        </h2>
        <p>
          {t("consent.text")}{" "}
          <Link to={localePath(config.extensions.personalDataProtection.privacyPolicyPath)}>
            {t("consent.privacyPolicy")}
          </Link>
        </p>
        {choosing ? (
          <fieldset className="consent-banner__groups">
            <legend>{t("consent.groups")}</legend>
            <label className="consent-banner__group">
              <input type="checkbox" checked disabled />
              <span>
                {t("consent.necessary")} <small>{t("consent.necessaryHint")}</small>
              </span>
            </label>
            {(["analytics", "marketing"] as const).map((group) => (
              <label key={group} className="consent-banner__group">
                <input
                  type="checkbox"
                  name={group}
                  checked={draft[group]}
                  onChange={(event) => setDraft({ ...draft, [group]: event.target.checked })}
                />
                <span>
                  {t(`consent.${group}`)} <small>{t(`consent.${group}Hint`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          {choosing ? (
            <button type="button" className="button" onClick={() => decide(draft)}>
              {t("consent.save")}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => setChoosing(true)}>
              {t("consent.choose")}
            </button>
          )}
          <button type="button" className="button" onClick={() => decide({ analytics: false, marketing: false })}>
            {t("consent.rejectAll")}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => decide({ analytics: true, marketing: true })}
          >
            {t("consent.acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The footer's way back to the banner, so that a choice can be changed at any time. */
export function ConsentSettingsButton() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (!useAsksForConsent() || !hydrated) return null;
  return (
    <button type="button" className="link-button" onClick={openConsentSettings}>
      {t("consent.footerLink")}
    </button>
  );
}
