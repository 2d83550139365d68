import { useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { AddressBook } from "../app/account/AddressBook";
import { useI18n } from "../app/i18n/context";
import type { loader } from "./account-addresses.loader";

/** The address book, in the account area's frame. */
export default function AccountAddressesScreen() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t("pageTitle.addresses")} modifier="addresses">
      <AddressBook addresses={data.addresses} />
    </AccountPage>
  );
}
