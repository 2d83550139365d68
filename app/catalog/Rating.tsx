import { useI18n } from "../i18n/context";

/** Stars for a rating average (0–5), with the number for screen readers. */
export function Rating({ value, count }: { value: number | null | undefined; count?: number }) {
  const { t } = useI18n();
  if (!value) return null;
  const rounded = Math.round(value * 10) / 10;
  return (
    <div className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${Math.round((Math.min(5, value) / 5) * 1000) / 10}%` }} />
      </span>
      <span className="visually-hidden">{t("rating.label", { value: String(rounded) })}</span>
      {count !== undefined ? <span className="rating__count">({count})</span> : null}
    </div>
  );
}
