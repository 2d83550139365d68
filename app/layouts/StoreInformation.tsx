import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import { useSiteConfig } from "../state/site";

/** The store information of the configuration: the company's address and how to reach it. */
export function StoreInformation() {
  const { t } = useI18n();
  const address = useSiteConfig().storeInformation.companyAddress;
  return (
    <section className="site-footer__column" aria-labelledby="store-information">
      <h2 id="store-information" className="site-footer__heading">
        {t("footer.storeInformation")}
      </h2>
      <address>
        <strong>{address.company}</strong>
        <br />
        {address.street}
        <br />
        {address.additionalLine1 ? (
          <>
            {address.additionalLine1}
            <br />
          </>
        ) : null}
        {address.additionalLine2 ? (
          <>
            {address.additionalLine2}
            <br />
          </>
        ) : null}
        {address.zipcode} {address.city}
        <br />
        {t("footer.phone")}: <a href={`tel:${address.phoneNumber.replace(/[^+\d]/g, "")}`}>{address.phoneNumber}</a>
        <br />
        {t("footer.email")}: <a href={`mailto:${address.email}`}>{address.email}</a>
      </address>
    </section>
  );
}

/** `children`: what follows the line in the footer (the cookie settings' button). */
export function Copyright({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const company = useSiteConfig().storeInformation.companyAddress.company;
  return (
    <p className="site-footer__copyright container">
      {t("footer.copyright", { year: new Date().getUTCFullYear(), company })} {children}
    </p>
  );
}
