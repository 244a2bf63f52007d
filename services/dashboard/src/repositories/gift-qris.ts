import type { EntityManager } from '@undangin/db';

/** Sets (or with null removes) the invitation's QRIS image: a media file's id. */
export async function setGiftQris(em: EntityManager, id: string, mediaId: string | null): Promise<void> {
  await em.execute(`update invitations set gift_qris_media_id = ? where id = ?`, [mediaId, id]);
}
