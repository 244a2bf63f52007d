import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { deskKeyInfo, deskOpMessage, type DeskOp } from '@undangin/contracts';
import type { Ctx } from './test-guests';

// An offline desk device as the tests drive it: registers through the API, signs its ops as the browser does
// (HKDF of the key it was given, HMAC-SHA-256 of deskOpMessage), and syncs them.

type Headers = Record<string, string>;
export type UnsignedOp = Omit<DeskOp, 'mac' | 'id' | 'at'> & { id?: string; at?: string };

export async function deskDevice(ctx: Ctx, base: string, headers: Headers) {
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/dashboard${url}`, headers, ...(payload ? { payload } : {}) });
  const registered = await inject('POST', base);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const { device_id: deviceId, key } = registered.json() as { device_id: string; key: string };
  const signing = Buffer.from(hkdfSync('sha256', Buffer.from(key, 'base64url'), Buffer.alloc(0), deskKeyInfo.sign, 32));
  const sign = (op: UnsignedOp): DeskOp => {
    const unsigned = { ...op, id: op.id ?? randomUUID(), at: op.at ?? new Date().toISOString() } as Omit<DeskOp, 'mac'>;
    return { ...unsigned, mac: createHmac('sha256', signing).update(deskOpMessage(unsigned)).digest('hex') };
  };
  return {
    deviceId,
    key,
    signing,
    sign,
    list: (since?: string) =>
      inject('GET', `${base}/${deviceId}/list${since ? `?since=${encodeURIComponent(since)}` : ''}`),
    sync: (ops: DeskOp[]) => inject('POST', `${base}/${deviceId}/sync`, { ops }),
  };
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
