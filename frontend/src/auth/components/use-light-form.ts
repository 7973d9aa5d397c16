import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from "react";

/** One check of a field's value: the message to show, or null when the value passes. */
export type FieldRule = (value: string) => string | null;

export interface FieldSpec {
  rules: readonly FieldRule[];
  /** What the typed text is kept as (e.g. only its digits); the field shows the kept value. */
  normalize?: (value: string) => string;
}

/** What a field component needs: its value, its message and its handlers. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

interface FormState<Name extends string> {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string>>;
  /** Fields whose message shows: left once, or the form was submitted. Until then typing is not judged. */
  checked: Partial<Record<Name, boolean>>;
}

const firstFailure = (rules: readonly FieldRule[], value: string): string | null => {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
};

/**
 * The state of a small form of text fields, without a form library on the page: the auth
 * screens are the first page of every signed-out visitor and must stay light. A field is judged
 * when it is left and then on every change; submitting judges all of them and, when one fails,
 * moves the focus to the first such field instead of calling `onValid`.
 */
export function useLightForm<Name extends string>(specs: Record<Name, FieldSpec>, initial: Record<Name, string>) {
  const [state, setState] = useState<FormState<Name>>({ values: initial, errors: {}, checked: {} });
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const names = Object.keys(specs) as Name[];

  const judge = (name: Name, value: string) => firstFailure(specs[name].rules, value);

  const field = (name: Name): FieldBinding => ({
    name,
    value: state.values[name],
    error: state.errors[name] ?? null,
    onChange: (event) => {
      const value = specs[name].normalize ? specs[name].normalize(event.target.value) : event.target.value;
      setState((current) => ({
        ...current,
        values: { ...current.values, [name]: value },
        errors: { ...current.errors, [name]: current.checked[name] ? (judge(name, value) ?? undefined) : undefined },
      }));
    },
    onBlur: () => {
      setState((current) => ({
        ...current,
        errors: { ...current.errors, [name]: judge(name, current.values[name]) ?? undefined },
        checked: { ...current.checked, [name]: true },
      }));
    },
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
  });

  const handleSubmit = (onValid: (values: Record<Name, string>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const message = judge(name, state.values[name]);
      if (message !== null) errors[name] = message;
    }
    setState((current) => ({
      ...current,
      errors,
      checked: Object.fromEntries(names.map((name) => [name, true])) as FormState<Name>["checked"],
    }));
    const failed = names.find((name) => errors[name] !== undefined);
    if (failed !== undefined) {
      inputs.current.get(failed)?.focus();
      return;
    }
    void onValid(state.values);
  };

  /**
   * Shows texts for fields of this form under them: the server's verdict on them (BAD_USER_INPUT,
   * as common/error-text.ts's `formFieldErrors` gives it).
   */
  const showErrors = useCallback((entries: readonly { name: string; errors: readonly string[] }[]) => {
    setState((current) => {
      const errors = { ...current.errors };
      for (const entry of entries) {
        if (entry.name in current.values && entry.errors[0]) errors[entry.name as Name] = entry.errors[0];
      }
      return { ...current, errors };
    });
  }, []);

  return { values: state.values, field, handleSubmit, showErrors };
}
