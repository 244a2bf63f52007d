/** The invitation service's own settings (README, "Configuration"); the defaults run the embedded local stack. */
export interface InvitationSettings {
  /**
   * Slugs one replica keeps resolved, each with its serialized answer and rendered page (compressed once), and custom
   * domains it keeps the slug of (PUBLIC_PAGE_CACHE_ENTRIES): the replica's memory for guests grows up to this, no
   * further; the least recently opened go first.
   */
  publicPageCacheEntries: number;
}

/** Enough for the invitations a WhatsApp blast opens at once on one replica; a few tens of KB each. */
export const publicPageCacheEntriesDefault = 2_000;

export function readInvitationSettings(env: NodeJS.ProcessEnv = process.env): InvitationSettings {
  const raw = env.PUBLIC_PAGE_CACHE_ENTRIES?.trim() ?? '';
  const entries = raw === '' ? publicPageCacheEntriesDefault : Number(raw);
  // A typo must not turn into an unbounded cache nor into none at all: the service refuses to start instead.
  if (!Number.isSafeInteger(entries) || entries < 1)
    throw new Error(
      `PUBLIC_PAGE_CACHE_ENTRIES harus bilangan bulat 1 atau lebih, bukan "${raw}" (lihat README, "Configuration")`,
    );
  return { publicPageCacheEntries: entries };
}
