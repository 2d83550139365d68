import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { AccountRemoval } from "../app/account/AccountRemoval";
import { EmailChangeForm, PasswordChangeForm } from "../app/account/CredentialsForms";
import { NewsletterSubscription } from "../app/account/NewsletterSubscription";
import { PersonalDataForm } from "../app/account/PersonalDataForm";
import { useI18n } from "../app/i18n/context";
import { customerQuery, newsletterStatusQuery } from "../app/account/queries";
import { useServices } from "../app/framework/services";
import { useDomain } from "../app/state/site";
import type { loader } from "./account-profile.loader";

/** One of the profile's parts: a heading the form is labelled by. */
function ProfileSection({
  id,
  title,
  modifier,
  children,
}: {
  id: string;
  title: string;
  modifier?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`profile-section${modifier ? ` profile-section--${modifier}` : ""}`}
      aria-labelledby={id}
      id={`${id}-section`}
    >
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The profile: personal data, e-mail, password, newsletter and the account's removal, each its own form. */
export default function AccountProfileScreen() {
  const { t } = useI18n();
  const services = useServices();
  const domain = useDomain();
  const data = useLoaderData<typeof loader>();
  const customer = useSuspenseQuery(customerQuery(services, domain.languageId)).data;
  const newsletter = useSuspenseQuery(newsletterStatusQuery(services, domain.languageId)).data;
  return (
    <AccountPage title={t("pageTitle.profile")} modifier="account-profile">
      {/* A session that has just ended (logout, removal) shows nothing until the redirect lands. */}
      {customer ? (
        <div className="profile-sections">
          <ProfileSection id="profile-personal" title={t("account.profile.personal")}>
            <PersonalDataForm customer={customer} data={data} />
          </ProfileSection>
          <ProfileSection id="profile-email" title={t("account.profile.email")}>
            <EmailChangeForm currentEmail={customer.email} />
          </ProfileSection>
          <ProfileSection id="profile-password" title={t("account.profile.password")}>
            <PasswordChangeForm />
          </ProfileSection>
          <ProfileSection id="profile-newsletter" title={t("newsletter.title")}>
            <NewsletterSubscription status={newsletter} />
          </ProfileSection>
          <ProfileSection id="profile-removal" title={t("account.removal.title")} modifier="danger">
            <AccountRemoval />
          </ProfileSection>
        </div>
      ) : null}
    </AccountPage>
  );
}
