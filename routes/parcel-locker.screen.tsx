import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { useI18n } from "../app/i18n/context";
import { parcelLockerSearch } from "../app/parcel-locker/links";
import { LockerMap } from "../app/parcel-locker/LockerMap";
import { SearchForm } from "../app/parcel-locker/SearchForm";
import { isActionResult } from "../app/framework/action-result";
import { useLocalePath } from "../app/state/site";
import type { ParcelLockerData } from "./parcel-locker.loader";
import type { loader } from "./parcel-locker.loader";
import * as INTENT from "../app/forms/intents";

/**
 * The parcel-locker route (no shop layout): first a city, then one of its lockers. The
 * list is the page; the map (OpenStreetMap's tiles by default) joins it unless tiles are switched
 * off. Notices come from the document.
 */
export default function ParcelLockerScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { query, defaultReturn, cities, city, lockers, current, map } = useLoaderData<typeof loader>();
  const link = (state: Parameters<typeof parcelLockerSearch>[0]) =>
    `${localePath("/parcel-locker/")}${parcelLockerSearch({ returnPath: query.returnPath, ...state }, defaultReturn)}`;
  const keepReturn: Record<string, string> = query.returnPath !== defaultReturn ? { return: query.returnPath } : {};
  return (
    <div className="parcel-page">
      <header className="parcel-page__header">
        <Link to={query.returnPath} className="parcel-page__back">
          <span aria-hidden="true">←</span>
          {t(query.returnPath === defaultReturn ? "parcelLocker.back" : "parcelLocker.backElsewhere")}
        </Link>
        <h1 className="parcel-page__title">{t("pageTitle.parcelLocker")}</h1>
        {current ? (
          <p className="parcel-page__current">
            {t("parcelLocker.currentChoice", { name: current.warehouseName, city: current.cityName })}
          </p>
        ) : (
          <p className="parcel-page__current">{t("parcelLocker.none")}</p>
        )}
      </header>

      {city ? (
        <section className="parcel-section" aria-labelledby="parcel-lockers-heading">
          <div className="parcel-section__head">
            <h2 id="parcel-lockers-heading">{t("parcelLocker.lockersIn", { city: city.name })}</h2>
            <Link to={link({})}>{t("parcelLocker.otherCity")}</Link>
          </div>
          <SearchForm
            key={`lockers-${city.ref}`}
            label={t("parcelLocker.lockerSearch")}
            hint={t("parcelLocker.lockerSearchHint")}
            value={query.q}
            hidden={{ city: city.ref, name: city.name, ...keepReturn }}
          />
          <div className={map.tilesUrl ? "parcel-choice parcel-choice--map" : "parcel-choice"}>
            <LockerChoice
              action={link({ city: city.ref, cityName: city.name, q: query.q })}
              city={city}
              returnPath={query.returnPath}
              data={{ lockers, current, q: query.q }}
            />
            {map.tilesUrl && lockers.length ? (
              <LockerMap
                template={map.tilesUrl}
                attribution={map.attribution}
                lockers={lockers}
                chosen={current?.warehouseRef ?? null}
              />
            ) : null}
          </div>
        </section>
      ) : (
        <section className="parcel-section" aria-labelledby="parcel-cities-heading">
          <h2 id="parcel-cities-heading">{t("parcelLocker.cities")}</h2>
          <SearchForm
            key="cities"
            label={t("parcelLocker.citySearch")}
            hint={t("parcelLocker.citySearchHint")}
            value={query.q}
            hidden={keepReturn}
          />
          {cities.length ? (
            <ul className="parcel-cities">
              {cities.map((c) => (
                <li key={c.ref}>
                  <Link to={link({ city: c.ref, cityName: c.name })} className="parcel-cities__link">
                    <span className="parcel-cities__name">{c.name}</span>
                    <span className="parcel-cities__area">{c.area}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="parcel-empty" role="status">
              {t("parcelLocker.noCities", { q: query.q })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * The city's lockers as radio buttons in one form (arrow keys move between them, Enter or the button
 * sends the choice): a plain POST without JavaScript, the route's action with it.
 */
function LockerChoice({
  action,
  city,
  returnPath,
  data: { lockers, current, q },
}: {
  action: string;
  city: { ref: string; name: string };
  returnPath: string;
  data: Pick<ParcelLockerData, "lockers" | "current"> & { q: string };
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const posted = useActionData();
  const refusal =
    isActionResult(posted) && posted.intent === INTENT.selectParcelLocker && !posted.ok ? posted.formError : null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === INTENT.selectParcelLocker;
  if (!lockers.length) {
    return (
      <p className="parcel-empty" role="status">
        {t(q ? "parcelLocker.noLockers" : "parcelLocker.noLockersInCity", { q })}
      </p>
    );
  }
  return (
    <Form method="post" action={action} className="parcel-lockers-form">
      <input type="hidden" name="intent" value={INTENT.selectParcelLocker} />
      <input type="hidden" name="cityRef" value={city.ref} />
      <input type="hidden" name="cityName" value={city.name} />
      <input type="hidden" name="return" value={returnPath} />
      {refusal ? (
        <p className="form-error" role="alert">
          {t(refusal)}
        </p>
      ) : null}
      <fieldset className="parcel-lockers">
        <legend className="parcel-lockers__legend">
          {t("parcelLocker.lockersLegend", { count: String(lockers.length) })}
        </legend>
        <ul className="parcel-lockers__list">
          {lockers.map((locker) => {
            const isCurrent = current?.warehouseRef === locker.ref;
            return (
              <li key={locker.ref} className={`parcel-locker${isCurrent ? " is-current" : ""}`}>
                <label className="parcel-locker__label">
                  <input
                    type="radio"
                    name="warehouseRef"
                    value={locker.ref}
                    defaultChecked={isCurrent}
                    required
                    className="parcel-locker__radio"
                  />
                  <span className="parcel-locker__text">
                    <span className="parcel-locker__name">{locker.name}</span>
                    <span className="parcel-locker__address">
                      {locker.address} · {t("parcelLocker.number", { number: String(locker.number) })}
                    </span>
                    {isCurrent ? <span className="parcel-locker__badge">{t("parcelLocker.current")}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className="button button--primary parcel-lockers-form__submit" disabled={busy}>
        {busy ? t("parcelLocker.sending") : t("parcelLocker.choose")}
      </button>
    </Form>
  );
}
