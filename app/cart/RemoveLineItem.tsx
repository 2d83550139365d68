import { useI18n } from "../i18n/context";
import { useCartFetcher } from "./cart-fetcher";
import * as INTENT from "../forms/intents";

/** Removes a line (or a promotion code: its own intent, for its own notice). */
export function RemoveLineItem({
  id,
  label,
  intent = INTENT.removeLineItem,
}: {
  id: string;
  label: string;
  intent?: typeof INTENT.removeLineItem | typeof INTENT.removePromotionCode;
}) {
  const { t } = useI18n();
  const { fetcher, action, result } = useCartFetcher(`cart-remove-${id}`);
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="cart-line__remove"
      // The line and this button go at once (optimistic): focus moves to the cart's heading, the mini cart's drawer title or the page's.
      onSubmit={(event) =>
        event.currentTarget
          .closest("dialog, main")
          ?.querySelector<HTMLElement>("[data-cart-heading], .drawer__title")
          ?.focus()
      }
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineItemId" value={id} />
      <button type="submit" className="link-button" aria-label={t("cart.removeItem", { label })}>
        {t("cart.remove")}
      </button>
      {result && !result.ok ? (
        <p className="field-error">{t(result.formError ?? "notification.changeFailed")}</p>
      ) : null}
    </fetcher.Form>
  );
}
