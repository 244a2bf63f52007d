import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validationReason } from '@undangin/contracts';

/** Reasons for refusing input before its schema is checked. */
export const inputReasons = {
  unstorableText: 'berisi karakter yang tidak diizinkan',
  tooDeep: 'bertingkat terlalu dalam',
  noBoundary: 'multipart tidak menyebut batas (boundary) antarbagian',
  notFinite: 'angka terlalu besar',
  reservedKey: 'memakai nama kolom yang tidak diizinkan',
};

/** Ajv's English reasons, said in Indonesian for the details list of a 400 (the words the browser's forms use too). */
export function describeValidationError(error: FastifySchemaValidationError): { field: string; message: string } {
  const params = error.params as Record<string, unknown>;
  const path = (error.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = missing ? [path, missing].filter(Boolean).join('.') : path || '(isi)';
  return { field, message: validationReason(error.keyword, params.limit) };
}
