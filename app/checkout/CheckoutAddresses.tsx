import { Link } from "react-router";
import { AddressLines } from "../components/AddressLines";
import { useI18n } from "../i18n/context";
import { postalAddress } from "../lib/address-lines";
import { useLocalePath } from "../state/site";
import type { CustomerAddress } from "../account/address-store-api";
import { ChoiceForm } from "./ChoiceForm";
import * as INTENT from "../forms/intents";

function AddressOptions({ name, addresses, chosen }: { name: string; addresses: CustomerAddress[]; chosen: string }) {
  return (
    <ul className="checkout-options checkout-options--addresses">
      {addresses.map((address) => (
        <li key={address.id}>
          <label className="checkout-option">
            <input type="radio" name={name} value={address.id} defaultChecked={address.id === chosen} />
            <AddressLines address={postalAddress(address)} className="checkout-option__address" />
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * Billing and shipping address chosen from the address book (PATCH /context), shipping "same as
 * billing" unless the shopper says otherwise; a new address is entered with the address book's form,
 * which comes back here. The shipping list hides while "same as billing" is ticked (CSS :has, so it
 * works without JavaScript too).
 */
export function CheckoutAddresses({
  addresses,
  billingId,
  shippingId,
}: {
  addresses: CustomerAddress[];
  billingId: string;
  shippingId: string;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const same = billingId === shippingId;
  // Keyed by the session's choice: after a change the radios start from the shop's answer.
  const key = `${billingId}:${shippingId}`;
  return (
    <section className="checkout-section" aria-labelledby="checkout-addresses">
      <h2 id="checkout-addresses">{t("checkout.addresses")}</h2>
      <ChoiceForm key={`billing-${key}`} intent={INTENT.checkoutAddresses} legend={t("checkout.billingAddress")}>
        <input type="hidden" name="shippingAddressId" value={shippingId} />
        {same ? null : <input type="hidden" name="differentShipping" value="1" />}
        <AddressOptions name="billingAddressId" addresses={addresses} chosen={billingId} />
      </ChoiceForm>
      <ChoiceForm key={`shipping-${key}`} intent={INTENT.checkoutAddresses} legend={t("checkout.shippingAddress")}>
        <input type="hidden" name="billingAddressId" value={billingId} />
        <label className="checkout-same">
          <input type="checkbox" name="differentShipping" value="1" defaultChecked={!same} />
          {t("checkout.differentShipping")}
        </label>
        <div className="checkout-shipping-addresses">
          <AddressOptions name="shippingAddressId" addresses={addresses} chosen={shippingId} />
        </div>
      </ChoiceForm>
      <p>
        <Link to={`${localePath("/account/addresses/add/")}?redirect=${encodeURIComponent(localePath("/checkout/"))}`}>
          {t("checkout.newAddress")}
        </Link>
      </p>
    </section>
  );
}
