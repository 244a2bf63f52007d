import { randomBytes } from 'node:crypto';
import { ipv6PrefixFromEnv, servicePrefixes } from '@undangin/service-kit';

/** How billing reaches its payment gateway and where it sends people and mail; the defaults run the local sandbox. */
export interface BillingSettings {
  /** Midtrans itself, or the embedded sandbox that speaks its protocol (no MIDTRANS_SERVER_KEY). */
  gateway: 'midtrans' | 'sandbox';
  serverKey: string;
  clientKey: string;
  /** Midtrans's production URLs (app.midtrans.com, api.midtrans.com) instead of its sandbox's. */
  isProduction: boolean;
  /**
   * Where the gateway sends its notifications. The sandbox: a path means this very service. Midtrans: sent with each
   * checkout as X-Override-Notification when set, else the URL registered in Midtrans's dashboard applies (null).
   */
  notificationUrl: string | null;
  /** The public origin: links in receipts point here. */
  siteUrl: string;
  /** Where the gateway sends the host when a payment is finished (Snap's callbacks.finish). */
  finishUrl: string;
  /** Seconds between runs of the job that asks the gateway about orders left pending; 0 turns it off. */
  reconcileSeconds: number;
  /** Checkouts an account, and an address (IPv6 by its /64), may start per window: each is a call to the gateway. */
  checkoutLimits: { perAccount: RateLimit; perAddress: RateLimit };
  ipv6Prefix: number;
  smtpUrl: string | null;
  mailFrom: string;
}

const prefix = servicePrefixes.billing;

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

const flag = (value: string | undefined): boolean => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());

const seconds = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function readBillingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const serverKey = env.MIDTRANS_SERVER_KEY?.trim() ?? '';
  const production = env.NODE_ENV === 'production';
  if (!serverKey && production) {
    throw new Error(
      'MIDTRANS_SERVER_KEY wajib diisi di produksi: sandbox pembayaran lokal tidak boleh menerima pembayaran sungguhan',
    );
  }
  if (serverKey && !env.MIDTRANS_CLIENT_KEY?.trim())
    throw new Error('MIDTRANS_CLIENT_KEY wajib diisi bersama MIDTRANS_SERVER_KEY (Snap.js memerlukannya)');
  const siteUrl = new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').origin;
  return {
    gateway: serverKey ? 'midtrans' : 'sandbox',
    // The sandbox's key is made per process: nobody outside it can sign a notification it would accept.
    serverKey: serverKey || `SB-Mid-server-lokal-${randomBytes(18).toString('base64url')}`,
    clientKey: serverKey ? env.MIDTRANS_CLIENT_KEY!.trim() : 'SB-Mid-client-lokal',
    isProduction: serverKey ? flag(env.MIDTRANS_IS_PRODUCTION) : false,
    notificationUrl: env.BILLING_NOTIFICATION_URL || (serverKey ? null : `${prefix}/notifications`),
    siteUrl,
    finishUrl: env.PAYMENT_FINISH_URL || `${siteUrl}/payment-success`,
    reconcileSeconds: seconds(env.BILLING_RECONCILE_SECONDS, 60),
    checkoutLimits: {
      perAccount: {
        max: seconds(env.RATE_LIMIT_CHECKOUT_ACCOUNT, 10) || 10,
        windowSeconds: seconds(env.RATE_LIMIT_CHECKOUT_WINDOW, 600) || 600,
      },
      perAddress: {
        max: seconds(env.RATE_LIMIT_CHECKOUT_IP, 30) || 30,
        windowSeconds: seconds(env.RATE_LIMIT_CHECKOUT_WINDOW, 600) || 600,
      },
    },
    ipv6Prefix: ipv6PrefixFromEnv(env),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Undangin <no-reply@undangin.id>',
  };
}
