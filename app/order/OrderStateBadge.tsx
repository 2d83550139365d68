import { useI18n } from "../i18n/context";
import { stateLabel } from "./order-format";

/** A state as text, its technical name kept for scripts, tests and support (data-state). */
export function OrderStateBadge({
  machine = "state",
  state,
}: {
  machine?: "state" | "transactionState";
  state: { technicalName: string; name?: string; translated?: { name?: string } };
}) {
  const { t } = useI18n();
  return (
    <span
      className={`order-state order-state--${state.technicalName.replace(/[^a-z_]/g, "")}`}
      data-state={state.technicalName}
    >
      {stateLabel(t, machine, state)}
    </span>
  );
}
