import { useEffect, useId, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { useI18n } from "../i18n/context";

const DEBOUNCE_MS = 250;

/**
 * A search of the parcel-locker page: a GET form (it works as it is without JavaScript); with
 * JavaScript it filters as the shopper types, once typing pauses, as a client navigation that
 * replaces the history entry (the field keeps its focus, the page is not reloaded).
 */
export function SearchForm({
  label,
  hint,
  value,
  hidden,
}: {
  label: string;
  hint: string;
  value: string;
  hidden: Record<string, string>;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) void submit(form.current, { replace: true, preventScrollReset: true });
    }, DEBOUNCE_MS);
  };
  return (
    <Form method="get" ref={form} className="parcel-search" role="search" onSubmit={() => clearTimeout(timer.current)}>
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={id} className="parcel-search__label">
        {label}
      </label>
      <div className="parcel-search__row">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className="parcel-search__input"
        />
        <button type="submit" className="button button--secondary">
          {t("parcelLocker.search")}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </Form>
  );
}
