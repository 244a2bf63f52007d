import { staticOrigin } from './domain/static-origin';

describe('where the published shell and remotes are read from', () => {
  it('checks files on disk at most once a second by default, or as often as STATIC_ORIGIN_TTL_SECONDS says', () => {
    expect(staticOrigin({ STATIC_DIR: '/srv/static' })?.ttlMs).toBe(1000);
    expect(staticOrigin({ STATIC_DIR: '/srv/static', STATIC_ORIGIN_TTL_SECONDS: '0' })?.ttlMs).toBe(0);
    expect(staticOrigin({ STATIC_ORIGIN_URL: 'https://cdn.contoh.id' })?.ttlMs).toBe(10_000);
    expect(staticOrigin({})).toBeNull();
  });
});
