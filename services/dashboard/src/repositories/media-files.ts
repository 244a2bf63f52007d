import type { MediaFile } from '@undangin/contracts';
import { column, selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// A host's uploaded files, with the storage keys of every variant (to remove them with the row).

const mediaColumns = selection('media_files', [
  'id',
  'kind',
  'mime',
  'size',
  'url',
  'thumb_url',
  'width',
  'height',
  'original_name',
  'created_at',
]);
type MediaRow = SelectedRow<typeof mediaColumns> & { used_by: MediaFile['used_by'] | null };
const toMedia = (row: MediaRow): MediaFile => ({
  ...row,
  size: Number(row.size),
  created_at: iso(row.created_at),
  used_by: row.used_by ?? [],
});

// Where a file is used: any of the owner's invitations naming its URL (or its thumbnail) anywhere.
const usedBy = `(select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'couple_name', ${column('invitations', 'couple_name', 'i')})), '[]') from invitations i
  where i.user_id = m.user_id and (i.music_url = m.url or i.background_image = m.url or i.background_video = m.url
    or i.gallery @> jsonb_build_array(jsonb_build_object('url', m.url))))`;

export interface NewMediaFile {
  id: string;
  userId: string;
  kind: MediaFile['kind'];
  mime: string;
  size: number;
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  originalName: string;
  storageKeys: string[];
}

/** Records a stored upload; a new file is used nowhere yet. */
export async function insertMediaFile(em: EntityManager, file: NewMediaFile): Promise<MediaFile> {
  const [row] = await em.execute<MediaRow[]>(
    `insert into media_files as m (id, user_id, kind, mime, size, url, thumb_url, width, height, original_name, storage_keys)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) returning ${mediaColumns.sql('m')}, null as used_by`,
    [
      file.id,
      file.userId,
      file.kind,
      file.mime,
      file.size,
      file.url,
      file.thumbUrl,
      file.width,
      file.height,
      file.originalName,
      JSON.stringify(file.storageKeys),
    ],
  );
  return toMedia(row!);
}

/** The owner's files, newest first, each with the invitations that use it. */
export async function listMediaFiles(em: EntityManager, userId: string): Promise<MediaFile[]> {
  const rows = await em.execute<MediaRow[]>(
    `select ${mediaColumns.sql('m')}, ${usedBy} as used_by from media_files m where m.user_id = ? order by m.created_at desc`,
    [userId],
  );
  return rows.map(toMedia);
}

/** One of the owner's files; null when there is none of that id or it is not theirs. */
export async function findMediaFile(em: EntityManager, userId: string, id: string): Promise<MediaFile | null> {
  const [row] = await em.execute<MediaRow[]>(
    `select ${mediaColumns.sql('m')}, ${usedBy} as used_by from media_files m where m.id = ? and m.user_id = ?`,
    [id, userId],
  );
  return row ? toMedia(row) : null;
}

/** One of the owner's files as deleting it needs it: its storage keys and where it is used; null when it is not theirs. */
export async function findMediaFileUse(
  em: EntityManager,
  userId: string,
  id: string,
): Promise<{ storage_keys: string[]; used_by: MediaFile['used_by'] } | null> {
  const [row] = await em.execute<Array<{ storage_keys: string[]; used_by: MediaFile['used_by'] }>>(
    `select m.storage_keys, ${usedBy} as used_by from media_files m where m.id = ? and m.user_id = ?`,
    [id, userId],
  );
  return row ?? null;
}

export async function deleteMediaFile(em: EntityManager, id: string): Promise<void> {
  await em.execute(`delete from media_files where id = ?`, [id]);
}

/** Bytes of the host's uploads, as the Media Library lists them. */
export async function storageUsed(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<Array<{ used: string | number }>>(
    `select coalesce(sum(size), 0) as used from media_files where user_id = ?`,
    [userId],
  );
  return Number(row?.used ?? 0);
}

/** Holds the host's uploads until the transaction ends: two uploads at once are measured against the quota in turn. */
export async function lockMediaOf(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`media:${userId}`]);
}

/** The id of the image at `url` (or its thumbnail) in one of these accounts' media libraries, or null. */
export async function imageIdOf(em: EntityManager, url: string, userIds: string[]): Promise<string | null> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `select id from media_files where user_id in (?) and kind = 'image' and (url = ? or thumb_url = ?) limit 1`,
    [userIds, url, url],
  );
  return row?.id ?? null;
}
