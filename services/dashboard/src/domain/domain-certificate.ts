import { checkServerIdentity, connect, rootCertificates } from 'node:tls';

/**
 * What a guest's browser would make of the certificate the edge of custom domains (Caddy, on-demand TLS) presents for
 * a serving domain: `ok`; `expiring` (under 14 days left: Caddy renews a 90-day certificate with 30 left, so its
 * renewals have failed for two weeks); `expired`; `untrusted` (not from a CA the platform trusts); `name_mismatch`;
 * `no_certificate` (the edge ended the handshake: it has none and could not obtain one); `unreachable` (no
 * connection to the edge at all).
 */
export const certificateResults = [
  'ok',
  'expiring',
  'expired',
  'untrusted',
  'name_mismatch',
  'no_certificate',
  'unreachable',
] as const;
export type CertificateResult = (typeof certificateResults)[number];

/** Where the certificate check connects: the edge's TLS port from inside the cluster, and any extra CA to trust. */
export interface CertificateEdge {
  host: string;
  port: number;
  /** PEM certificates trusted besides Node's public roots (an edge issuing from a private CA: staging, tests). */
  ca?: string;
}

const day = 86_400_000;
const renewalDays = 14;

/**
 * One TLS handshake with the edge, asking for `domain` (SNI) as a browser would. A handshake for a name that has no
 * certificate yet makes the edge obtain one, as a guest's first visit would: the check also warms the certificate.
 * 15 s each: a scheduled run checks up to 20 domains one after another inside its 15-minute claim.
 */
export function probeCertificate(
  edge: CertificateEdge,
  domain: string,
  { timeoutMs = 15_000, now = Date.now() } = {},
): Promise<CertificateResult> {
  return new Promise((resolve) => {
    const socket = connect({
      host: edge.host,
      port: edge.port,
      servername: domain,
      // Judged below, so that every reason can be told apart.
      rejectUnauthorized: false,
      ...(edge.ca ? { ca: [...rootCertificates, edge.ca] } : {}),
    });
    const done = (result: CertificateResult) => {
      socket.destroy();
      resolve(result);
    };
    // Connected, then no handshake: the edge refused this name (Caddy ends it with the TLS alert 'internal error'
    // when it holds no certificate and could not obtain one) or did not finish it in time. Not connected: unreachable.
    let connected = false;
    socket.once('connect', () => (connected = true));
    const refused = () => done(connected ? 'no_certificate' : 'unreachable');
    socket.setTimeout(timeoutMs, refused);
    socket.once('error', refused);
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      if (!certificate?.raw) return done('no_certificate');
      const left = new Date(certificate.valid_to).getTime() - now;
      if (!(left > 0)) return done('expired');
      if (checkServerIdentity(domain, certificate)) return done('name_mismatch');
      if (!socket.authorized) return done('untrusted');
      done(left < renewalDays * day ? 'expiring' : 'ok');
    });
  });
}

/** CUSTOM_DOMAIN_EDGE_TLS `host:port` (in Kubernetes `domain-edge:443`); none: no certificate checks. */
export function certificateEdgeFrom(address: string | undefined, ca: string | undefined): CertificateEdge | null {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(address?.trim() ?? '');
  if (!match) return null;
  return { host: match[1]!, port: Number(match[2]), ...(ca ? { ca } : {}) };
}
