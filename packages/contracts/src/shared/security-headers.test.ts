import { assetOriginsFrom, pageContentSecurityPolicy } from './security-headers';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe('the page policy', () => {
  it('lets the payment gateway run its script and frame only where it needs to, and nothing frame our pages', () => {
    const policy = directives(
      pageContentSecurityPolicy(['https://cdn.undangin.id'], assetOriginsFrom('https://app.midtrans.com/snap/snap.js')),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.undangin.id', 'https://app.midtrans.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://app.midtrans.com']);
    expect(policy['font-src']).toEqual(["'self'", 'data:', 'https://cdn.undangin.id']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('allows no inline script and no outside origin by default', () => {
    const policy = directives(pageContentSecurityPolicy());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /^https?:/.test(source)),
    ).toEqual([]);
  });
});
