import type { DeskKeys, Sealed } from './desk-crypto';

/**
 * One IndexedDB database per desk on this device (`undangin-desk:<desk>`): the device's id and keys, the sealed list,
 * and the sealed check-ins not synced yet. Deleting the database is how a desk forgets everything.
 */
export interface DeviceRecord {
  deviceId: string;
  keys: DeskKeys;
}
export interface OpRecord {
  id: string;
  /** When it was recorded, for the order of the sync (device time, milliseconds). */
  created: number;
  sealed: Sealed;
}

export const databaseOf = (desk: string) => `undangin-desk:${desk}`;

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

export class DeskDatabase {
  private constructor(private readonly db: IDBDatabase) {}

  static open(desk: string): Promise<DeskDatabase> {
    const opening = indexedDB.open(databaseOf(desk), 1);
    opening.onupgradeneeded = () => {
      opening.result.createObjectStore('meta');
      opening.result.createObjectStore('ops', { keyPath: 'id' });
    };
    return request(opening).then((db) => {
      // Another tab deleting the desk (a revoked link) must not wait on this one.
      db.onversionchange = () => db.close();
      return new DeskDatabase(db);
    });
  }

  /** Deletes a desk's database: its keys, its list and whatever it had not synced. */
  static delete(desk: string): Promise<void> {
    return request(indexedDB.deleteDatabase(databaseOf(desk))).then(() => undefined);
  }

  private store(name: 'meta' | 'ops', mode: IDBTransactionMode = 'readonly') {
    return this.db.transaction(name, mode).objectStore(name);
  }

  device(): Promise<DeviceRecord | undefined> {
    return request(this.store('meta').get('device') as IDBRequest<DeviceRecord | undefined>);
  }
  async saveDevice(device: DeviceRecord): Promise<void> {
    await request(this.store('meta', 'readwrite').put(device, 'device'));
  }
  list(): Promise<Sealed | undefined> {
    return request(this.store('meta').get('list') as IDBRequest<Sealed | undefined>);
  }
  async saveList(sealed: Sealed): Promise<void> {
    await request(this.store('meta', 'readwrite').put(sealed, 'list'));
  }
  async ops(): Promise<OpRecord[]> {
    const all = await request(this.store('ops').getAll() as IDBRequest<OpRecord[]>);
    return all.sort((a, b) => a.created - b.created);
  }
  async saveOp(op: OpRecord): Promise<void> {
    await request(this.store('ops', 'readwrite').put(op));
  }
  async deleteOps(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const store = this.store('ops', 'readwrite');
    await Promise.all(ids.map((id) => request(store.delete(id))));
  }
  close(): void {
    this.db.close();
  }
}
