import { Type } from '@sinclair/typebox';

/**
 * The admin's long lists are read a page at a time from where the last one ended (keyset): newest first by creation
 * time (to the microsecond) and then the row's id. A cursor is `<time>|<id>`, the `next_cursor` of the page before.
 */
const time = '[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z';
const ids = {
  uuid: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  serial: '[1-9][0-9]{0,17}',
  order: '[A-Za-z0-9_-]{1,64}',
  email: '.{3,254}',
};

/** The query's cursor, for rows whose ids look like `id`. */
export const KeysetCursor = (id: keyof typeof ids) =>
  Type.Optional(Type.String({ maxLength: 300, pattern: `^${time}\\|${ids[id]}$` }));

/** Matches are counted up to this many: past it a list says 'more than 1,000' instead of reading every match. */
export const keysetCountCap = 1000;

/** What every keyset page answers beside its items. */
export const keysetPageFields = {
  per_page: Type.Integer(),
  /** The cursor of the next page; null on the last. */
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  /** The matches, counted up to `keysetCountCap`. */
  total: Type.Integer(),
  /** More matches than `total` says. */
  total_capped: Type.Boolean(),
};
