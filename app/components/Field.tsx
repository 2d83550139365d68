import { type InputHTMLAttributes, type Ref, useId } from "react";
import { useI18n } from "../i18n/context";

/** A labelled input with its error tied to it (aria-describedby), as screen readers expect. */
export function Field({
  label,
  error,
  multiline,
  ...input
}: {
  label: string;
  error?: string | undefined;
  multiline?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  // The error first, then any hint the caller ties to the input.
  const describedBy = [error ? errorId : null, input["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, ...input, "aria-describedby": describedBy };
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
