import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { newsletterState } from "../app/account/NewsletterSubscription";
import { useI18n } from "../app/i18n/context";
import { customerQuery, newsletterStatusQuery } from "../app/queries/customer";
import { useServices } from "../app/router/services";
import type { CustomerAddress } from "../app/store-api/customer";
import { useDomain, useLocalePath } from "../app/state/site";

type Named = { name?: string | null; translated?: unknown } | null | undefined;
const nameOf = (entity: Named) => ((entity?.translated as { name?: string } | undefined)?.name ?? entity?.name ?? "").trim();
const salutationOf = (salutation: CustomerAddress["salutation"]) =>
  !salutation || salutation.salutationKey === "not_specified" ? "" : ((salutation.translated as { displayName?: string } | undefined)?.displayName ?? salutation.displayName ?? "");

/** One card of the overview: a heading and a link to where it is changed. */
function OverviewCard({ id, title, link, children }: { id: string; title: string; link: { to: string; text: string }; children: ReactNode }) {
  return (
    <section className="overview-card" aria-labelledby={id}>
      <h2 id={id} className="overview-card__title">
        {title}
      </h2>
      <div className="overview-card__body">{children}</div>
      <Link className="overview-card__link" to={link.to}>
        {link.text}
      </Link>
    </section>
  );
}

/** An address as a label reads: name, company, street, town, state and country. */
function AddressLines({ address }: { address: CustomerAddress | null | undefined }) {
  const { t } = useI18n();
  if (!address) return <p>{t("account.overview.noAddress")}</p>;
  const lines = [
    [salutationOf(address.salutation), address.firstName, address.lastName].filter(Boolean).join(" "),
    address.company,
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(" "),
    nameOf(address.countryState),
    nameOf(address.country),
  ].filter((line): line is string => !!line);
  return (
    <address className="overview-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * Spec section 2, the account's start: personal data, the default billing and shipping addresses and
 * the newsletter status, each with a link to where it is changed, and the orders.
 */
export default function AccountOverviewScreen() {
  const { t, locale } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const localePath = useLocalePath();
  const customer = useSuspenseQuery(customerQuery(services, domain.languageId)).data;
  const newsletter = useSuspenseQuery(newsletterStatusQuery(services, domain.languageId)).data;
  const profile = localePath("/account/profile/");
  const addresses = { to: localePath("/account/addresses/"), text: t("account.overview.editAddresses") };
  const birthday = customer?.birthday ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(customer.birthday)) : null;
  return (
    <AccountPage title={t("pageTitle.account")} modifier="account-overview">
      {customer ? (
        <>
          <p className="overview-greeting">{t("account.overview.greeting", { name: customer.firstName })}</p>
          <div className="overview-grid">
            <OverviewCard id="overview-personal" title={t("account.overview.personal")} link={{ to: profile, text: t("account.overview.editProfile") }}>
              <p className="overview-personal">
                <span>{[salutationOf(customer.salutation), customer.firstName, customer.lastName].filter(Boolean).join(" ")}</span>
                <span>{customer.email}</span>
                {birthday ? <span>{t("account.overview.birthday", { date: birthday })}</span> : null}
                {customer.accountType === "business" && customer.company ? <span>{customer.company}</span> : null}
                <span className="overview-muted">{t("account.overview.customerNumber", { number: customer.customerNumber })}</span>
              </p>
            </OverviewCard>
            <OverviewCard id="overview-newsletter" title={t("newsletter.title")} link={{ to: `${profile}#profile-newsletter-section`, text: t("account.overview.editNewsletter") }}>
              <p>{t(`newsletter.status.${newsletterState(newsletter)}`)}</p>
            </OverviewCard>
            <OverviewCard id="overview-billing" title={t("account.overview.billingAddress")} link={addresses}>
              <AddressLines address={customer.defaultBillingAddress} />
            </OverviewCard>
            <OverviewCard id="overview-shipping" title={t("account.overview.shippingAddress")} link={addresses}>
              <AddressLines address={customer.defaultShippingAddress} />
            </OverviewCard>
            <OverviewCard id="overview-orders" title={t("account.overview.orders")} link={{ to: localePath("/account/orders/"), text: t("account.overview.showOrders") }}>
              <p>{t("account.overview.ordersText")}</p>
            </OverviewCard>
          </div>
        </>
      ) : null}
    </AccountPage>
  );
}
