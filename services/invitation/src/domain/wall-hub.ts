import { wallEvents, type GuestbookEntry } from '@undangin/contracts';

/** One open wall: its link's token, and its stream. */
export interface WallViewer {
  token: string;
  send(event: string, data: unknown): void;
  close(): void;
}

/** What the hub reads when a change is announced. */
export interface WallReads {
  /** The entry as a wall shows it, or null when it does not show (hidden, waiting for approval, deleted). */
  entry(invitationId: string, entryId: string): Promise<GuestbookEntry | null>;
  /** The wall link's token that stands now, or null (revoked). */
  token(invitationId: string): Promise<string | null>;
  /** The newest entries that show, for a fresh start after changes may have been missed. */
  snapshot(invitationId: string): Promise<GuestbookEntry[]>;
}

/**
 * The walls open on this replica, by invitation. Every replica hears every change (`guestbook_changed`), reads what it
 * means once per change and invitation (only when a wall of it is open here), and passes it to each open wall: a wish
 * to show, one to remove, or the end of a revoked link. Changes are handled one after another, in the order they were
 * announced, so a wish shown and hidden at once ends hidden.
 */
export class WallHub {
  private readonly viewers = new Map<string, Set<WallViewer>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly reads: WallReads,
    private readonly onError: (error: unknown) => void,
    /** The most walls one invitation may have open on this replica. */
    readonly perInvitation = 20,
  ) {}

  /**
   * Opens a wall; returns what closes it. At the bound the oldest wall of the invitation here is closed (its browser
   * reconnects): a screen back from a Wi-Fi drop is never shut out by connections that died unnoticed.
   */
  add(invitationId: string, viewer: WallViewer): () => void {
    const set = this.viewers.get(invitationId) ?? new Set<WallViewer>();
    while (set.size >= this.perInvitation) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.close();
    }
    set.add(viewer);
    this.viewers.set(invitationId, set);
    return () => {
      set.delete(viewer);
      if (!set.size && this.viewers.get(invitationId) === set) this.viewers.delete(invitationId);
    };
  }

  /** How many walls are open here. */
  get size(): number {
    let count = 0;
    for (const set of this.viewers.values()) count += set.size;
    return count;
  }

  /** A `guestbook_changed` announcement: '<invitation id>:<entry id>' or '<invitation id>:wall'. */
  changed(payload: string): Promise<void> {
    this.queue = this.queue.then(() => this.apply(payload)).catch(this.onError);
    return this.queue;
  }

  /** Listening again after a lost connection: announcements may have been missed, so every wall starts afresh. */
  resync(): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        for (const invitationId of [...this.viewers.keys()]) await this.refresh(invitationId);
      })
      .catch(this.onError);
    return this.queue;
  }

  /** Ends every wall's stream (shutting down: their browsers reconnect to another replica). */
  closeAll(): void {
    for (const set of this.viewers.values()) for (const viewer of set) viewer.close();
    this.viewers.clear();
  }

  private async apply(payload: string): Promise<void> {
    const [invitationId, what] = payload.split(':');
    if (!invitationId || !what || !this.viewers.get(invitationId)?.size) return;
    if (what === 'wall') return this.refresh(invitationId);
    // A wish that cannot be read is taken off (a host may just have hidden it); the next change or list brings it back.
    const entry = await this.reads.entry(invitationId, what).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
    for (const viewer of this.viewers.get(invitationId) ?? [])
      if (entry) viewer.send(wallEvents.entry, entry);
      else viewer.send(wallEvents.remove, { id: what });
  }

  /** Ends the walls whose link no longer stands; gives the others the current entries. */
  private async refresh(invitationId: string): Promise<void> {
    const token = await this.reads.token(invitationId);
    const open = [...(this.viewers.get(invitationId) ?? [])];
    const staying = open.filter((viewer) => viewer.token === token);
    for (const viewer of open)
      if (viewer.token !== token) {
        viewer.send(wallEvents.revoked, {});
        viewer.close();
      }
    if (!staying.length) return;
    const entries = await this.reads.snapshot(invitationId);
    for (const viewer of staying) viewer.send(wallEvents.snapshot, { entries });
  }
}
