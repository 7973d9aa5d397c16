import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./auth-form.module.css";
import type { FieldBinding } from "./use-light-form";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "onBlur" | "id" | "className">;

/** The label, hint and message around a field's control, tied to it for screen readers. */
export function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error: string | null;
  children: (ids: { input: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      {children({ input: `${id}-input`, describedBy })}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** What ties an <input> to its field of a light form and to the frame's label and messages. */
export function boundInputProps(field: FieldBinding, ids: { input: string; describedBy: string | undefined }) {
  return {
    id: ids.input,
    ref: field.inputRef,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": ids.describedBy,
  };
}

/** A labelled text field of a light form (use-light-form.ts), with its hint and its message. */
export function TextField({ label, hint, field, ...input }: { label: string; hint?: string; field: FieldBinding } & InputProps) {
  return (
    <FieldFrame label={label} hint={hint} error={field.error}>
      {(ids) => <input {...input} {...boundInputProps(field, ids)} className={styles.input} />}
    </FieldFrame>
  );
}
