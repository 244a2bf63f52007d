import { deskMessages, type DeskOp, type DeskOpResult } from '@undangin/contracts';
import { RequestError } from '@undangin/platform/upload';
import { importDeskKeys, seal, signOp, unseal } from './desk-crypto';
import { DeskDatabase, type DeviceRecord } from './desk-db';
import { mergeList, viewOf, type PendingOp, type StoredList } from './desk-model';
import { accessEnded, initialStatus, noSignal, reportOf, sessionExpired, type DeskStatus } from './desk-status';
import type { DeskTransport } from '../api/desk-transport';

const refreshEveryMs = 5000;
const batchSize = 200;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * One desk on this device: its sealed copy of the list, its sealed unsent check-ins, and the loop that syncs them and
 * refreshes the list whenever there is signal. The server decides; the desk shows at once and reports what differed.
 */
export class OfflineDesk {
  private db: DeskDatabase | null = null;
  private device: DeviceRecord | null = null;
  protected list: StoredList | null = null;
  protected pending: PendingOp[] = [];
  /** Synced, until the next list shows them. */
  private settled: PendingOp[] = [];
  /** The server's answers by op id, and the walk-ins' server ids by their op. */
  protected readonly outcomes = new Map<string, DeskOpResult>();
  /** Ops whose answer the screen waits for itself (not reported again). */
  protected readonly awaited = new Set<string>();
  private state: DeskStatus = initialStatus;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly desk: string,
    private readonly transport: DeskTransport,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  snapshot = () => this.state;
  protected update(change: Partial<DeskStatus>) {
    this.state = { ...this.state, ...change, pending: this.pending.length };
    this.listeners.forEach((listener) => listener());
  }
  protected view() {
    return this.list ? viewOf(this.list, [...this.settled, ...this.pending]) : [];
  }
  protected get keys() {
    return this.device?.keys ?? null;
  }
  private slot = (part: string) => `${this.desk}:${part}`;

  async start(): Promise<void> {
    this.db = await DeskDatabase.open(this.desk);
    // Closed while opening (the page left): nothing more to start.
    if (this.stopped) return this.db.close();
    this.device = (await this.db.device()) ?? null;
    if (this.device) await this.openCopy(this.device);
    if (this.stopped) return;
    this.update({ phase: this.list ? 'ready' : 'loading', online: online() });
    window.addEventListener('online', this.kick);
    window.addEventListener('offline', this.signalLost);
    this.timer = setInterval(this.kick, refreshEveryMs);
    await this.tick();
    if (!this.list && !this.stopped && this.state.phase === 'loading') this.update({ phase: 'noList' });
  }

  private kick = () => void this.tick();
  private signalLost = () => this.update({ online: false });

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    window.removeEventListener('online', this.kick);
    window.removeEventListener('offline', this.signalLost);
    this.db?.close();
  }

  /** The sealed list and unsent ops; a record that does not open (changed, or not this desk's) is dropped and told. */
  private async openCopy(device: DeviceRecord) {
    const sealedList = await this.db!.list();
    if (sealedList)
      this.list = await unseal<StoredList>(device.keys, this.slot('list'), sealedList).catch(() => {
        this.update({ notice: deskMessages.listUnreadable });
        return null;
      });
    const broken: string[] = [];
    for (const record of await this.db!.ops()) {
      const op = await unseal<PendingOp>(device.keys, this.slot(`op:${record.id}`), record.sealed).catch(() => null);
      if (op && op.op.id === record.id) this.pending.push(op);
      else broken.push(record.id);
    }
    if (broken.length) {
      await this.db!.deleteOps(broken);
      this.update({ notice: deskMessages.tampered(broken.length) });
    }
  }

  /** Sync, then the list: one run at a time. */
  tick(): Promise<void> {
    if (this.stopped || this.state.phase === 'closed' || this.state.phase === 'expired') return Promise.resolve();
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run() {
    // The device says there is no network: nothing to try (a phone in a basement says so reliably).
    if (!online()) return this.update({ online: false });
    try {
      if (!this.device) await this.register();
      while (this.pending.length && !this.stopped) await this.syncBatch();
      await this.refresh();
      this.update({ online: true, syncing: false, lastSync: new Date().toISOString() });
    } catch (err) {
      await this.failed(err);
    }
  }

  private async register() {
    const made = await this.transport.register();
    const device = { deviceId: made.device_id, keys: await importDeskKeys(made.key) };
    await this.db!.saveDevice(device);
    this.device = device;
  }

  private async syncBatch() {
    this.update({ syncing: true });
    const batch = this.pending.slice(0, batchSize);
    const { results } = await this.transport.sync(
      this.device!.deviceId,
      batch.map((p) => p.op),
    );
    const reports: string[] = [];
    for (const result of results) {
      const sent = batch.find((p) => p.op.id === result.id);
      this.outcomes.set(result.id, result);
      const line = sent && !this.awaited.has(result.id) ? reportOf(result, sent.name) : null;
      if (line) reports.push(line);
    }
    await this.db!.deleteOps(batch.map((p) => p.op.id));
    const done = new Set(batch.map((p) => p.op.id));
    this.settled.push(...batch);
    this.pending = this.pending.filter((p) => !done.has(p.op.id));
    this.update({ reports: [...reports.reverse(), ...this.state.reports].slice(0, 20) });
  }

  private async refresh() {
    const answer = await this.transport.list(this.device!.deviceId, this.list?.at ?? null);
    const merged = mergeList(this.list, answer);
    let list = merged.list;
    const complete = merged.complete;
    if (!complete) list = mergeList(null, await this.transport.list(this.device!.deviceId, null)).list;
    this.list = list;
    this.settled = [];
    await this.db!.saveList(await seal(this.device!.keys, this.slot('list'), list));
    this.update({ phase: 'ready' });
  }

  private async failed(err: unknown) {
    if (!(err instanceof RequestError)) console.error('[meja check-in]', err);
    if (noSignal(err)) return this.update({ online: false, syncing: false });
    if (sessionExpired(err)) return this.update({ phase: 'expired', syncing: false });
    if (accessEnded(err)) return this.forget();
    // A rule of the product (the plan): what waits stays, and the desk says why.
    this.update({ syncing: false, notice: err instanceof RequestError ? err.message : null });
  }

  /** Access ended: the keys, the list and what was not synced are deleted; the names not sent are shown once. */
  async forget(): Promise<void> {
    const unsent = this.pending.map((p) => p.name);
    this.stop();
    this.list = null;
    this.pending = [];
    this.device = null;
    await DeskDatabase.delete(this.desk).catch(() => undefined);
    this.update({
      phase: 'closed',
      syncing: false,
      notice: unsent.length ? `${deskMessages.wiped} ${deskMessages.unsent(unsent.join(', '))}` : deskMessages.wiped,
    });
  }

  /** Records an op: signed, sealed, stored, then shown; synced at once when there is signal. */
  protected async record(op: Omit<DeskOp, 'mac' | 'at'>, name: string, guestId: string): Promise<PendingOp> {
    const keys = this.keys;
    if (!keys || !this.db) throw new RequestError(409, deskMessages.noList);
    const signed = await signOp(keys, { ...op, at: new Date().toISOString() });
    const pending = { op: signed, name, guestId };
    await this.db.saveOp({
      id: signed.id,
      created: Date.now(),
      sealed: await seal(keys, this.slot(`op:${signed.id}`), pending),
    });
    this.pending.push(pending);
    this.update({});
    return pending;
  }

  /** The server's answer to an op, when the signal brings it within `ms`; null offline or on timeout. */
  protected async answerOf(opId: string, ms = 5000): Promise<DeskOpResult | null> {
    if (!online()) return null;
    this.awaited.add(opId);
    let late = false;
    const timeout = new Promise<void>((resolve) => setTimeout(() => resolve(void (late = true)), ms));
    // A run already under way may have started before this op: a second one takes it.
    for (let run = 0; run < 2 && !late && !this.outcomes.has(opId); run += 1)
      await Promise.race([this.tick(), timeout]);
    return this.outcomes.get(opId) ?? null;
  }
}
