import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import type { AddressChoices } from "./account-data";
import { AccountForm } from "./AccountForm";
import { ADDRESS_INPUT_FIELDS } from "./address-fields";
import { AddressFields } from "./AddressFields";
import * as INTENT from "../forms/intents";

/** The fields this form shows: a violation of the shop at any other is told above the form, not lost. */
const SHOWN: ReadonlySet<string> = new Set(ADDRESS_INPUT_FIELDS);

/**
 * A new address (POST) or a changed one (PATCH), posted to the form's own page. A
 * failed form is shown again with what was typed and the errors at their fields; a saved one leads
 * to the address book, or to `redirectTo` (a same-origin path the action checks, for the checkout).
 */
export function AddressForm({
  choices,
  address,
  redirectTo,
}: {
  choices: AddressChoices;
  address: { id: string; values: Record<string, string> } | null;
  redirectTo: string;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const intent = address ? INTENT.updateAddress : INTENT.createAddress;
  const action = localePath(address ? `/account/addresses/add/${address.id}/` : "/account/addresses/add/");
  return (
    <AccountForm
      intent={intent}
      action={action}
      submit={t("account.addresses.save")}
      sending={t("account.addresses.saving")}
    >
      {(result) => {
        const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
        const elsewhere = Object.entries(errors).filter(([field]) => !SHOWN.has(field));
        // Shown again after a failed save without JavaScript, the page's URL has lost its query: the answer kept it.
        const back = redirectTo || result?.values?.["redirect"] || "";
        return (
          <>
            {elsewhere.length ? (
              <p className="form-error" role="alert">
                {elsewhere.map(([, message]) => t(message)).join(" ")}
              </p>
            ) : null}
            <p className="field-hint">{t("form.requiredHint")}</p>
            {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
            {back ? <input type="hidden" name="redirect" value={back} /> : null}
            <AddressFields
              choices={choices}
              values={result?.values ?? address?.values ?? {}}
              errors={errors}
              recipient
              phone
            />
          </>
        );
      }}
    </AccountForm>
  );
}
