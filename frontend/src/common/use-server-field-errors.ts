import type { FormInstance } from "antd";
import { useCallback } from "react";
import { formFieldErrors, useTextSource, type OwnFieldTexts } from "./error-text";

/**
 * Shows a BAD_USER_INPUT's field errors under the form's matching fields, in the reader's
 * language (the catalogue's `apiErrors.fields`), never the server's English. `fields`: the form's
 * field names, which are the API's input field names; `own`: the form's texts for fields whose
 * shared text means another form's field.
 */
export function useServerFieldErrors(): (form: FormInstance, error: unknown, fields: readonly string[], own?: OwnFieldTexts) => void {
  const texts = useTextSource();
  return useCallback(
    (form: FormInstance, error: unknown, fields: readonly string[], own?: OwnFieldTexts) => {
      const errors = formFieldErrors(texts, error, fields, own);
      if (errors.length > 0) form.setFields(errors);
    },
    [texts],
  );
}
