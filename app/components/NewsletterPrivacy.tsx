import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath, useSiteConfig } from "../state/site";

/** The newsletter's data protection consent (its checkbox, the privacy policy's link, its error): the CMS form's and the footer's. */
export function NewsletterPrivacy({
  idPrefix,
  error,
  checked,
}: {
  idPrefix: string;
  error: string | undefined;
  checked: boolean;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const config = useSiteConfig();
  const errorId = `${idPrefix}-privacy`;
  return (
    <div className={`form-field form-field--check${error ? " has-error" : ""}`}>
      <label>
        <input
          type="checkbox"
          name="privacy"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {/* One flex item: the sentence and its link wrap together beside the box. */}
        <span>
          {t("form.newsletter.privacy")}{" "}
          <Link to={localePath(config.extensions.personalDataProtection.privacyPolicyPath)}>
            {t("form.newsletter.privacyLink")}
          </Link>
        </span>
      </label>
      {error ? (
        <p className="form-field__error" id={errorId}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
