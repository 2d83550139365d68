import { Link, useLoaderData, useSearchParams } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { AddressForm } from "../app/account/AddressForm";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./account-address-form.loader";

/** Add an address, or edit one (`:id`); `?redirect=` is where a saved address leads (checked by the action). */
export default function AccountAddressFormScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <AccountPage title={t(data.address ? "pageTitle.addressEdit" : "pageTitle.addressAdd")} modifier="address-form">
      {/* One form per address: another address's page never shows this one's values. */}
      <AddressForm
        key={data.address?.id ?? "new"}
        choices={data.choices}
        address={data.address}
        redirectTo={params.get("redirect") ?? ""}
      />
      <p className="address-form__back">
        <Link to={localePath("/account/addresses/")}>{t("account.addresses.back")}</Link>
      </p>
    </AccountPage>
  );
}
