import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Reasons for refusing input before its schema is checked. */
export const inputReasons = {
  unstorableText: 'berisi karakter yang tidak diizinkan',
  tooDeep: 'bertingkat terlalu dalam',
  noBoundary: 'multipart tidak menyebut batas (boundary) antarbagian',
  notFinite: 'angka terlalu besar',
  reservedKey: 'memakai nama kolom yang tidak diizinkan',
};

/** Ajv's English reasons, said in Indonesian for the details list of a 400. */
export function describeValidationError(error: FastifySchemaValidationError): { field: string; message: string } {
  const params = error.params as Record<string, unknown>;
  const path = (error.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = missing ? [path, missing].filter(Boolean).join('.') : path || '(isi)';
  const reasons: Record<string, string> = {
    required: 'wajib diisi',
    type: 'jenis data tidak valid',
    format: 'format tidak valid',
    pattern: 'format tidak valid',
    minLength: `minimal ${String(params.limit)} karakter`,
    maxLength: `maksimal ${String(params.limit)} karakter`,
    minimum: `minimal ${String(params.limit)}`,
    maximum: `maksimal ${String(params.limit)}`,
    minItems: `minimal ${String(params.limit)} item`,
    maxItems: `maksimal ${String(params.limit)} item`,
    enum: 'nilai tidak diizinkan',
    const: 'nilai tidak diizinkan',
    anyOf: 'nilai tidak diizinkan',
    additionalProperties: 'kolom tidak dikenal',
  };
  return { field, message: reasons[error.keyword] ?? 'tidak valid' };
}
