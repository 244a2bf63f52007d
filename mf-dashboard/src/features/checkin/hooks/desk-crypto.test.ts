import { createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { deskCodeMessage, deskKeyInfo, deskOpMessage } from '@undangin/contracts';
import { codeTagOf, importDeskKeys, seal, signOp, unseal } from './desk-crypto';

// The browser's side of the desk's keys (WebCrypto, as in the page) against the server's (Node's crypto, as in
// services/dashboard/src/domain/desk-keys.ts): the same signatures and tags, and sealed records that only open
// where they were sealed.
describe('the offline desk keys', () => {
  const raw = randomBytes(32);
  const serverSigning = Buffer.from(hkdfSync('sha256', raw, Buffer.alloc(0), deskKeyInfo.sign, 32));

  it('signs an op and tags a code exactly as the server checks them', async () => {
    const keys = await importDeskKeys(raw.toString('base64url'));
    const op = { id: randomUUID(), kind: 'checkin' as const, at: new Date().toISOString(), guest_id: randomUUID() };
    const signed = await signOp(keys, op);
    expect(signed.mac).toBe(createHmac('sha256', serverSigning).update(deskOpMessage(op)).digest('hex'));
    expect(await codeTagOf(keys, ' kode123 ')).toBe(
      createHmac('sha256', serverSigning).update(deskCodeMessage('kode123')).digest('hex').slice(0, 32),
    );
  });

  it('opens a sealed record only in its own slot, and not once it was changed', async () => {
    const keys = await importDeskKeys(raw.toString('base64url'));
    const sealed = await seal(keys, 'link:abc:list', { guests: ['Siti'] });
    expect(new TextDecoder().decode(sealed.data)).not.toContain('Siti');
    await expect(unseal(keys, 'link:abc:list', sealed)).resolves.toEqual({ guests: ['Siti'] });
    await expect(unseal(keys, 'link:abc:op:1', sealed)).rejects.toThrow();
    const changed = new Uint8Array(sealed.data.slice(0));
    changed[0] = changed[0]! ^ 1;
    await expect(unseal(keys, 'link:abc:list', { iv: sealed.iv, data: changed.buffer })).rejects.toThrow();
    const other = await importDeskKeys(randomBytes(32).toString('base64url'));
    await expect(unseal(other, 'link:abc:list', sealed)).rejects.toThrow();
  });
});
