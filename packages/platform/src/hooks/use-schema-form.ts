import { useState, type FormEvent } from 'react';
import type { Static, TSchema } from '@sinclair/typebox';
import { schemaProblems, type ProblemWords } from '@undangin/contracts';

type Draft = Record<string, unknown>;

export interface SchemaFormOptions<D extends Draft> extends ProblemWords {
  /** What the schema checks, from what the fields hold (numbers from digits, a list from lines); the draft itself by default. */
  toValue?: (draft: D) => unknown;
  /** Rules the schema cannot say (one field against another, a date still ahead): per field, its message when broken. */
  rules?: (draft: D) => Partial<Record<keyof D & string, string | false | null | undefined>>;
}

export interface FormCheck {
  /** Per field, what is wrong with it, in Indonesian. */
  problems: Record<string, string>;
  /** The first of them in the form's order (the draft's keys): the one to say first. */
  first: string | null;
  value: unknown;
}

/** Checks a draft as the service will (its TypeBox schema), then the form's own rules; what a user is told. */
export function checkDraft<D extends Draft>(schema: TSchema, draft: D, options: SchemaFormOptions<D> = {}): FormCheck {
  const value = options.toValue ? options.toValue(draft) : draft;
  const problems = schemaProblems(schema, value, options);
  for (const [field, message] of Object.entries(options.rules?.(draft) ?? {})) {
    if (message && !(field in problems)) problems[field] = message;
  }
  const order = [...Object.keys(draft), ...Object.keys(problems)];
  const firstField = order.find((field) => field in problems);
  return { problems, first: firstField === undefined ? null : (problems[firstField] ?? null), value };
}

/**
 * A form's draft and its check against the contracts' schema: `set(key)` and `tick(key)` are the fields' onChange,
 * `submit(onValid, onInvalid?)` the form's onSubmit (it checks first and hands over only a valid value), `problem`
 * what to say.
 */
export function useSchemaForm<S extends TSchema, D extends Draft>(
  schema: S,
  initial: D | (() => D),
  /** Or built from the draft, when a message names what was chosen ('…di bawah harga paket (Rp 75.000).'). */
  options: SchemaFormOptions<D> | ((draft: D) => SchemaFormOptions<D>) = {},
) {
  const [draft, setDraft] = useState<D>(initial);
  const [check, setCheck] = useState<Pick<FormCheck, 'problems' | 'first'>>({ problems: {}, first: null });
  const set = (key: keyof D) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const tick = (key: keyof D) => (event: { target: { checked: boolean } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.checked }));
  const submit =
    (onValid: (value: Static<S>) => unknown, onInvalid?: (problem: string) => void) => (event: FormEvent) => {
      event.preventDefault();
      const { problems, first, value } = checkDraft(
        schema,
        draft,
        typeof options === 'function' ? options(draft) : options,
      );
      setCheck({ problems, first });
      if (first === null) void onValid(value as Static<S>);
      else onInvalid?.(first);
    };
  return {
    draft,
    setDraft,
    set,
    tick,
    submit,
    /** The first thing to fix, or null. */
    problem: check.first,
    /** For a field's aria-invalid: true while its last check failed. */
    invalid: (key: keyof D & string) => (key in check.problems ? true : undefined),
  };
}
