import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';

/**
 * Why a value breaks its schema, in Indonesian, by JSON Schema keyword (the names Ajv reports). The service's 400
 * details and the browser's form checks both say these words, so a field fails the same way on either side.
 */
export function validationReason(keyword: string, limit?: unknown): string {
  const reasons: Record<string, string> = {
    required: 'wajib diisi',
    type: 'jenis data tidak valid',
    format: 'format tidak valid',
    pattern: 'format tidak valid',
    minLength: `minimal ${String(limit)} karakter`,
    maxLength: `maksimal ${String(limit)} karakter`,
    minimum: `minimal ${String(limit)}`,
    maximum: `maksimal ${String(limit)}`,
    minItems: `minimal ${String(limit)} item`,
    maxItems: `maksimal ${String(limit)} item`,
    enum: 'nilai tidak diizinkan',
    const: 'nilai tidak diizinkan',
    anyOf: 'nilai tidak diizinkan',
    additionalProperties: 'kolom tidak dikenal',
  };
  return reasons[keyword] ?? 'tidak valid';
}

/** TypeBox's error kinds as JSON Schema keywords, with the schema key that holds the limit. */
const keywords: Partial<Record<ValueErrorType, [keyword: string, limitKey?: string]>> = {
  [ValueErrorType.ObjectRequiredProperty]: ['required'],
  [ValueErrorType.ObjectAdditionalProperties]: ['additionalProperties'],
  [ValueErrorType.StringFormat]: ['format'],
  [ValueErrorType.StringFormatUnknown]: ['format'],
  [ValueErrorType.StringPattern]: ['pattern'],
  [ValueErrorType.StringMinLength]: ['minLength', 'minLength'],
  [ValueErrorType.StringMaxLength]: ['maxLength', 'maxLength'],
  [ValueErrorType.NumberMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.IntegerMinimum]: ['minimum', 'minimum'],
  [ValueErrorType.NumberMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.IntegerMaximum]: ['maximum', 'maximum'],
  [ValueErrorType.ArrayMinItems]: ['minItems', 'minItems'],
  [ValueErrorType.ArrayMaxItems]: ['maxItems', 'maxItems'],
  [ValueErrorType.Literal]: ['const'],
  [ValueErrorType.Union]: ['anyOf'],
};

/** One broken rule of one field: the field's path ('title', 'gift.bank'), the keyword, its limit and the reason. */
export interface FieldProblem {
  field: string;
  keyword: string;
  limit?: number;
  reason: string;
}

/** What a form says when a field breaks its schema: one sentence for any failure, or one built from the problem. */
export type FieldMessage = string | ((problem: FieldProblem) => string);

// The formats the contracts use, as Ajv's formats check them (TypeBox knows none until told).
const formats: Record<string, (value: string) => boolean> = {
  'date-time': (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i.test(value),
  date: (value) => /^\d{4}-\d\d-\d\d$/.test(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
};

function problemOf(error: ValueError): FieldProblem {
  const [keyword, limitKey] = keywords[error.type] ?? ['type'];
  const limit = limitKey ? (error.schema[limitKey] as number | undefined) : undefined;
  const field = error.path.replace(/^\//, '').replace(/\//g, '.');
  return { field, keyword, limit, reason: validationReason(keyword, limit) };
}

/** How a form names its fields and what it says for each: `labels` make '<Label> <reason>.', `messages` replace it. */
export interface ProblemWords {
  labels?: Readonly<Record<string, string>>;
  messages?: Readonly<Record<string, FieldMessage | undefined>>;
}

/**
 * The first problem of each top-level field of `value` under `schema`, in the schema's order: the form's own message
 * for the field when it has one, else '<Label> <reason>.' ('Judul minimal 3 karakter.').
 */
export function schemaProblems(
  schema: TSchema,
  value: unknown,
  { labels = {}, messages = {} }: ProblemWords = {},
): Record<string, string> {
  for (const [name, check] of Object.entries(formats)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
  const problems: Record<string, string> = {};
  for (const error of Errors(schema, value)) {
    const problem = problemOf(error);
    // A form's field is the top-level property: an item of a list ('features.2') is its list's problem.
    const field = problem.field.split('.')[0] ?? '';
    if (field in problems) continue;
    const message = messages[field] ?? `${labels[field] ?? (field || 'Isian')} ${problem.reason}.`;
    problems[field] = typeof message === 'function' ? message(problem) : message;
  }
  return problems;
}
