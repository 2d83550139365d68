import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { newsletterState } from "../app/account/NewsletterSubscription";
import { AddressLines } from "../app/components/AddressLines";
import { useI18n } from "../app/i18n/context";
import { fullName, postalAddress } from "../app/lib/address-lines";
import { salutationText } from "../app/lib/entity-names";
import { customerQuery, newsletterStatusQuery } from "../app/account/queries";
import { useServices } from "../app/framework/services";
import type { DefaultAddress } from "../app/account/customer-store-api";
import { useDomain, useLocalePath } from "../app/state/site";

/** One card of the overview: a heading and a link to where it is changed. */
function OverviewCard({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: { to: string; text: string };
  children: ReactNode;
}) {
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

/** A default address as a label reads (lib/address-lines), or that there is none. */
function DefaultAddressLines({ address }: { address: DefaultAddress | null | undefined }) {
  const { t } = useI18n();
  if (!address) return <p>{t("account.overview.noAddress")}</p>;
  return <AddressLines address={postalAddress(address)} className="overview-address" />;
}

/**
 * The account's start: personal data, the default billing and shipping addresses and
 * the newsletter status, each with a link to where it is changed, and the orders.
 */
export default function AccountOverviewScreen() {
  const { t, locale } = useI18n();
  const services = useServices();
  const domain = useDomain();
  const localePath = useLocalePath();
  const customer = useSuspenseQuery(customerQuery(services, domain.languageId)).data;
  const newsletter = useSuspenseQuery(newsletterStatusQuery(services, domain.languageId)).data;
  const profile = localePath("/account/profile/");
  const addresses = { to: localePath("/account/addresses/"), text: t("account.overview.editAddresses") };
  const birthday = customer?.birthday
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(customer.birthday))
    : null;
  return (
    <AccountPage title={t("pageTitle.account")} modifier="account-overview">
      {customer ? (
        <>
          <p className="overview-greeting">{t("account.overview.greeting", { name: customer.firstName })}</p>
          <div className="overview-grid">
            <OverviewCard
              id="overview-personal"
              title={t("account.overview.personal")}
              link={{ to: profile, text: t("account.overview.editProfile") }}
            >
              <p className="overview-personal">
                <span>{fullName({ ...customer, salutation: salutationText(customer.salutation) })}</span>
                <span>{customer.email}</span>
                {birthday ? <span>{t("account.overview.birthday", { date: birthday })}</span> : null}
                {customer.accountType === "business" && customer.company ? <span>{customer.company}</span> : null}
                <span className="overview-muted">
                  {t("account.overview.customerNumber", { number: customer.customerNumber })}
                </span>
              </p>
            </OverviewCard>
            <OverviewCard
              id="overview-newsletter"
              title={t("newsletter.title")}
              link={{ to: `${profile}#profile-newsletter-section`, text: t("account.overview.editNewsletter") }}
            >
              <p>{t(`newsletter.status.${newsletterState(newsletter)}`)}</p>
            </OverviewCard>
            <OverviewCard id="overview-billing" title={t("account.overview.billingAddress")} link={addresses}>
              <DefaultAddressLines address={customer.defaultBillingAddress} />
            </OverviewCard>
            <OverviewCard id="overview-shipping" title={t("account.overview.shippingAddress")} link={addresses}>
              <DefaultAddressLines address={customer.defaultShippingAddress} />
            </OverviewCard>
            <OverviewCard
              id="overview-orders"
              title={t("account.overview.orders")}
              link={{ to: localePath("/account/orders/"), text: t("account.overview.showOrders") }}
            >
              <p>{t("account.overview.ordersText")}</p>
            </OverviewCard>
          </div>
        </>
      ) : null}
    </AccountPage>
  );
}
