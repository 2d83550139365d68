import { useRef } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import { AddressLines } from "../components/AddressLines";
import { useI18n } from "../i18n/context";
import { fullName } from "../lib/address-lines";
import { useSingleSubmit } from "../forms/use-single-submit";
import { isActionResult } from "../framework/action-result";
import { useLocalePath, useSessionContext } from "../state/site";
import type { AddressCard } from "./account-data";
import * as INTENT from "../forms/intents";

type AddressIntent =
  | typeof INTENT.deleteAddress
  | typeof INTENT.setDefaultBillingAddress
  | typeof INTENT.setDefaultShippingAddress;
const ADDRESS_INTENTS: ReadonlySet<unknown> = new Set<AddressIntent>([
  INTENT.deleteAddress,
  INTENT.setDefaultBillingAddress,
  INTENT.setDefaultShippingAddress,
]);
const isAddressIntent = (value: unknown): value is AddressIntent => ADDRESS_INTENTS.has(value);

/** One fetcher per address and button, so each has its own pending state and answer. */
const fetcherKey = (intent: AddressIntent, id: string) => `${intent}:${id}`;

/**
 * The address book on screen: the shop's list and the session customer's defaults, with the changes
 * still on their way laid over them (optimistic), as the cart does. When the last answer is in, the
 * fetchers are idle and what the shop answered (the list and the session, read again) is all that
 * remains. An address being deleted is hidden, not unmounted: its buttons' fetchers (and a refusal
 * they get back) live with it, and a refused deletion shows it again with the refusal.
 */
function useAddressBookView(addresses: AddressCard[]) {
  const customer = useSessionContext().customer;
  const fetchers = useFetchers();
  let billing = customer?.defaultBillingAddressId ?? "";
  let shipping = customer?.defaultShippingAddressId ?? "";
  const deleting = new Set<string>();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (fetcher.state === "idle" || !form) continue;
    const intent = form.get("intent");
    const id = String(form.get("addressId") ?? "");
    if (!isAddressIntent(intent) || !id) continue;
    if (intent === INTENT.deleteAddress) deleting.add(id);
    else if (intent === INTENT.setDefaultBillingAddress) billing = id;
    else shipping = id;
  }
  return { addresses, deleting, billing, shipping };
}

/** Names the address in a button's accessible name, so that "Delete" says which. */
const summaryOf = (a: AddressCard) => [`${a.firstName} ${a.lastName}`, a.street, a.city].join(", ");

/**
 * A button of one address (delete, a default switch): a small form of its own, so it works without
 * JavaScript (post/redirect/get back to the list); with it, no reload. The clicked button goes
 * away with the change, so focus moves to what remains (the card, or the list when the card goes).
 */
function AddressButton({
  intent,
  address,
  label,
  focusTarget,
}: {
  intent: AddressIntent;
  address: AddressCard;
  label: string;
  focusTarget: () => HTMLElement | null;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher({ key: fetcherKey(intent, address.id) });
  const sendOnce = useSingleSubmit(fetcher.state);
  const action = useLocalePath()("/account/addresses/");
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="address-card__form"
      onSubmit={(event) => {
        sendOnce(event);
        if (!event.defaultPrevented) focusTarget()?.focus();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={address.id} />
      <button
        type="submit"
        className={intent === INTENT.deleteAddress ? "link-button address-card__delete" : "button button--small"}
      >
        {t(label)}
        <span className="visually-hidden"> ({summaryOf(address)})</span>
      </button>
    </fetcher.Form>
  );
}

/** A refusal of a change of this address (a default cannot be deleted), shown beside it until the next answer. */
function useRefusal(id: string): string | null {
  const answers = [
    useFetcher({ key: fetcherKey(INTENT.deleteAddress, id) }),
    useFetcher({ key: fetcherKey(INTENT.setDefaultBillingAddress, id) }),
    useFetcher({ key: fetcherKey(INTENT.setDefaultShippingAddress, id) }),
  ];
  for (const fetcher of answers) {
    if (fetcher.state === "idle" && isActionResult(fetcher.data) && !fetcher.data.ok)
      return fetcher.data.formError ?? "notification.changeFailed";
  }
  return null;
}

function AddressEntry({
  address,
  billing,
  shipping,
  hidden,
  list,
}: {
  address: AddressCard;
  billing: boolean;
  shipping: boolean;
  hidden: boolean;
  list: () => HTMLElement | null;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const card = useRef<HTMLElement>(null);
  const refusal = useRefusal(address.id);
  const headingId = `address-${address.id}`;
  return (
    <li hidden={hidden}>
      <article
        className={`address-card${billing || shipping ? " address-card--default" : ""}`}
        aria-labelledby={headingId}
        tabIndex={-1}
        ref={card}
      >
        {/* The recipient is the card's heading; the lines below are the rest of the label. */}
        <h2 className="address-card__name" id={headingId}>
          {fullName(address)}
        </h2>
        {billing || shipping ? (
          <ul className="address-card__marks">
            {billing ? <li className="address-mark">{t("account.addresses.defaultBilling")}</li> : null}
            {shipping ? <li className="address-mark">{t("account.addresses.defaultShipping")}</li> : null}
          </ul>
        ) : null}
        <AddressLines address={address} recipient={false} className="address-card__lines" />
        <div className="address-card__actions">
          {billing && shipping ? null : (
            <div className="address-card__defaults">
              {billing ? null : (
                <AddressButton
                  intent={INTENT.setDefaultBillingAddress}
                  address={address}
                  label="account.addresses.setDefaultBilling"
                  focusTarget={() => card.current}
                />
              )}
              {shipping ? null : (
                <AddressButton
                  intent={INTENT.setDefaultShippingAddress}
                  address={address}
                  label="account.addresses.setDefaultShipping"
                  focusTarget={() => card.current}
                />
              )}
            </div>
          )}
          <div className="address-card__manage">
            <Link className="address-card__edit" to={localePath(`/account/addresses/add/${address.id}/`)}>
              {t("account.addresses.edit")}
              <span className="visually-hidden"> ({summaryOf(address)})</span>
            </Link>
            {/* A default address cannot be deleted (the shop refuses too): no button for it. */}
            {billing || shipping ? null : (
              <AddressButton
                intent={INTENT.deleteAddress}
                address={address}
                label="account.addresses.delete"
                focusTarget={list}
              />
            )}
          </div>
        </div>
        {refusal ? (
          <p className="form-error address-card__refusal" role="alert">
            {t(refusal)}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The customer's addresses with their default billing and shipping marks,
 * the default switches, edit and delete (not for a default), and a way to add one.
 */
export function AddressBook({ addresses }: { addresses: AddressCard[] }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const view = useAddressBookView(addresses);
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <p className="address-book__add">
        <Link className="button button--primary" to={localePath("/account/addresses/add/")}>
          {t("account.addresses.add")}
        </Link>
      </p>
      {view.addresses.length ? (
        <ul className="address-book" aria-label={t("account.addresses.listLabel")} tabIndex={-1} ref={list}>
          {view.addresses.map((address) => (
            <AddressEntry
              key={address.id}
              address={address}
              billing={address.id === view.billing}
              shipping={address.id === view.shipping}
              hidden={view.deleting.has(address.id)}
              list={() => list.current}
            />
          ))}
        </ul>
      ) : null}
      {view.addresses.every((address) => view.deleting.has(address.id)) ? (
        <p className="address-book__empty">{t("account.addresses.empty")}</p>
      ) : null}
    </>
  );
}
