import { useCallback, useState } from 'react';
import { errorText } from '@undangin/platform/upload';

/** Per field, what the service said is wrong with it (a 400's `details`), in Indonesian. */
export type FieldErrors = Partial<Record<string, string>>;

/** A refusal's message and its per-field details, as a form shows them. */
export function refusalOf(error: unknown, fallback: string): { message: string; fields: FieldErrors } {
  const details = (error as { data?: { details?: { field: string; message: string }[] } }).data?.details ?? [];
  return {
    message: errorText(error, fallback),
    fields: Object.fromEntries(details.map((detail) => [detail.field, detail.message])),
  };
}

/** A form's refusal: the message (an alert) and the fields it names; `clear` when the user types again. */
export function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const show = useCallback((error: unknown, fallback: string) => {
    const refusal = refusalOf(error, fallback);
    setMessage(refusal.message);
    setFields(refusal.fields);
  }, []);
  const fail = useCallback((field: string, text: string) => {
    setMessage(text);
    setFields({ [field]: text });
  }, []);
  const clear = useCallback(() => {
    setMessage(null);
    setFields({});
  }, []);
  return { message, fields, show, fail, clear };
}
