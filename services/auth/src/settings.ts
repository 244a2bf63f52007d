import { ipv6PrefixFromEnv } from '@undangin/service-kit';
/** How the auth service behaves, from the environment; the defaults run the embedded local stack. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Sign-in failures slow down their address, then the account; domain/sign-in-delay.ts states the rule. */
export interface SignInDelays {
  /** Failures of one account from one address before each further try from there waits. */
  freePerAddress: number;
  /** Failures of one account from all addresses together before tries from addresses that failed it wait on it too. */
  freePerAccount: number;
  /** The first wait, in seconds; each further failure doubles it (on the whole account, every 10 failures). */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures count for this many seconds from the first one; then their row starts afresh. */
  windowSeconds: number;
}

export interface AuthSettings {
  /** The public origin of the product: links in mails point here, redirects must stay on it. */
  siteUrl: string;
  /** Further origins that redirect_to may point at (comma-separated ADDITIONAL_REDIRECT_URLS). */
  redirectOrigins: string[];
  mailerAutoconfirm: boolean;
  disableSignup: boolean;
  adminEmails: string[];
  adminDomain: string;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Lifetime of a mailed confirmation or reset link, in seconds. */
  linkExpiry: number;
  rateLimits: {
    signInPerIp: RateLimit;
    signUpPerIp: RateLimit;
    signUpPerAccount: RateLimit;
    recoverPerIp: RateLimit;
    recoverPerAccount: RateLimit;
    /** Changes of the WhatsApp number on the account screen: each tells whether a number is taken. */
    phoneChangePerAccount: RateLimit;
    phoneChangePerIp: RateLimit;
  };
  signInDelays: SignInDelays;
  /** Address limits hold an IPv6 client's whole network of this prefix together (RATE_LIMIT_IPV6_PREFIX). */
  ipv6Prefix: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** The outbox reader at /dev/mail, for loopback clients: only with DEV_MAIL=1, never with SMTP or in production. */
  devMail: boolean;
}

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const siteUrl = new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').origin;
  const limit = (name: string, max: number, windowSeconds: number): RateLimit => ({
    max: int(env[`RATE_LIMIT_${name}`], max),
    windowSeconds: int(env[`RATE_LIMIT_${name}_WINDOW`], windowSeconds),
  });
  const smtpUrl = env.SMTP_URL || null;
  return {
    siteUrl,
    redirectOrigins: [siteUrl, ...list(env.ADDITIONAL_REDIRECT_URLS).map((url) => new URL(url).origin)],
    mailerAutoconfirm: flag(env.MAILER_AUTOCONFIRM, true),
    disableSignup: flag(env.DISABLE_SIGNUP, false),
    adminEmails: list(env.ADMIN_EMAILS),
    // Off unless set: every address of the domain becomes admin once its owner proves the mailbox and the password.
    adminDomain: (env.ADMIN_DOMAIN ?? '').trim().toLowerCase(),
    jwtExpiry: int(env.JWT_EXPIRY, 3600),
    linkExpiry: int(env.MAIL_LINK_EXPIRY, 3600),
    rateLimits: {
      signInPerIp: limit('SIGNIN_IP', 60, 300),
      signUpPerIp: limit('SIGNUP_IP', 20, 3600),
      signUpPerAccount: limit('SIGNUP_ACCOUNT', 5, 3600),
      recoverPerIp: limit('RECOVER_IP', 20, 3600),
      recoverPerAccount: limit('RECOVER_ACCOUNT', 5, 3600),
      phoneChangePerAccount: limit('PHONE_CHANGE_ACCOUNT', 5, 3600),
      phoneChangePerIp: limit('PHONE_CHANGE_IP', 20, 3600),
    },
    signInDelays: {
      freePerAddress: int(env.RATE_LIMIT_SIGNIN_ACCOUNT, 10),
      freePerAccount: int(env.RATE_LIMIT_SIGNIN_ACCOUNT_TOTAL, 100),
      firstDelaySeconds: int(env.RATE_LIMIT_SIGNIN_DELAY, 30),
      maxDelaySeconds: int(env.RATE_LIMIT_SIGNIN_DELAY_MAX, 3600),
      windowSeconds: int(env.RATE_LIMIT_SIGNIN_ACCOUNT_WINDOW, 86_400),
    },
    ipv6Prefix: ipv6PrefixFromEnv(env),
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Undangin <no-reply@undangin.id>',
    // Anyone who can read the outbox can follow its reset links: it exists only when asked for, on a machine without mail.
    devMail: flag(env.DEV_MAIL, false) && !smtpUrl && env.NODE_ENV !== 'production',
  };
}
