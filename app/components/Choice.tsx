import { useId, type ReactNode } from "react";
import { useI18n } from "../i18n/context";

/** A labelled select with its error tied to it (aria-describedby), like Field. */
export function Choice({
  label,
  name,
  error,
  value,
  onChange,
  required,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={value}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
