import { named, overlays, render } from './render';

// The editor sends videos and songs from the browser straight to the bucket: the pages' policy (connect-src takes
// ASSET_ORIGINS) must name the bucket's endpoint in every overlay, or every direct upload fails in the browser.
describe.each(overlays)('the %s overlay', (overlay) => {
  it('lets the pages send uploads to the bucket and load them from its public URL', () => {
    const all = render(`overlays/${overlay}`);
    const uploads = named(all, 'ConfigMap', 'undangin-uploads-config')?.data ?? {};
    const shared = (named(all, 'ConfigMap', 'undangin-config')?.data?.ASSET_ORIGINS ?? '').split(/[\s,]+/);
    const staticPages = (named(all, 'ConfigMap', 'undangin-static-config')?.data?.ASSET_ORIGINS ?? '').split(/[\s,]+/);
    for (const origin of [
      new URL(uploads.S3_ENDPOINT ?? 'missing:').origin,
      new URL(uploads.S3_PUBLIC_URL ?? 'missing:').origin,
    ]) {
      expect({ origin, in: shared.includes(origin) }).toEqual({ origin, in: true });
      expect({ origin, in: staticPages.includes(origin) }).toEqual({ origin, in: true });
    }
  });
});
