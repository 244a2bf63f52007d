import { Type, type Static } from '@sinclair/typebox';

/** Uploads to the Media Library: what each is for, and a browser's upload straight to the bucket (dashboard service). */
export const uploadPurposes = ['image', 'audio', 'video'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const UploadPurpose = Type.Union(uploadPurposes.map((purpose) => Type.Literal(purpose)));

/** POST /media/uploads: what the browser says of a file before sending it (its type is a hint, the content decides). */
export const CreateMediaUploadBody = Type.Object({
  purpose: UploadPurpose,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  size: Type.Integer({ minimum: 1 }),
  type: Type.String({ maxLength: 100 }),
});
export type CreateMediaUploadBody = Static<typeof CreateMediaUploadBody>;

/**
 * The answer: `service` — send the file through POST /media (local storage, images, a type the bucket cannot be told);
 * `direct` — PUT it to `url` with exactly `headers` (no bearer: the URL is the permission) before `expires_at`, then
 * POST /media/uploads/:id/complete.
 */
export const MediaUpload = Type.Union([
  Type.Object({ mode: Type.Literal('service') }),
  Type.Object({
    mode: Type.Literal('direct'),
    id: Type.String({ format: 'uuid' }),
    method: Type.Literal('PUT'),
    url: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
    expires_at: Type.String(),
  }),
]);
export type MediaUpload = Static<typeof MediaUpload>;
export type DirectMediaUpload = Extract<MediaUpload, { mode: 'direct' }>;
