import type { HttpFetch } from '@undangin/service-kit';
import {
  basicAuth,
  signatureMatches,
  type GatewayTransaction,
  type Signed,
  type SnapTransactionRequest,
  type SnapTransactionResponse,
} from './protocol';

/** The payment gateway as billing uses it; Midtrans and the local sandbox are both reached through MidtransGateway. */
export interface PaymentGateway {
  readonly kind: 'midtrans' | 'sandbox';
  readonly clientKey: string;
  readonly snapJsUrl: string;
  readonly isProduction: boolean;
  /** A Snap transaction: the token that opens the payment popup. */
  createTransaction(request: SnapTransactionRequest): Promise<SnapTransactionResponse>;
  /** What the gateway knows of an order now; null when it has no transaction for it (the host never chose how to pay). */
  getStatus(orderId: string): Promise<GatewayTransaction | null>;
  /**
   * Cancels an order's transaction at the gateway: its answer (transaction_status 'cancel'), or null when the gateway
   * has none (the host never chose how to pay: nothing to stop). A GatewayError with 412 when it can no longer be
   * cancelled (paid meanwhile).
   */
  cancel(orderId: string): Promise<GatewayTransaction | null>;
  /** Whether a notification carries the gateway's signature. */
  verifySignature(fields: Signed & { signature_key?: string }): boolean;
}

/** The gateway did not answer, or not as its protocol says: the caller tells the host to try again later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export type { HttpFetch } from '@undangin/service-kit';

export interface MidtransOptions {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Overrides of Midtrans's own base URLs (the sandbox serves both APIs under one path). */
  snapBaseUrl?: string;
  apiBaseUrl?: string;
  snapJsUrl?: string;
  /** Sent with each checkout as X-Override-Notification: Midtrans notifies this URL instead of the dashboard's. */
  notificationUrl?: string | null;
  kind?: 'midtrans' | 'sandbox';
  fetch?: HttpFetch;
  timeoutMs?: number;
}

export const midtransUrls = (isProduction: boolean) =>
  isProduction
    ? {
        snap: 'https://app.midtrans.com',
        api: 'https://api.midtrans.com',
        snapJs: 'https://app.midtrans.com/snap/snap.js',
      }
    : {
        snap: 'https://app.sandbox.midtrans.com',
        api: 'https://api.sandbox.midtrans.com',
        snapJs: 'https://app.sandbox.midtrans.com/snap/snap.js',
      };

/** Midtrans Snap (create) and Core API (status), over HTTPS with Basic auth; every call has a deadline. */
export class MidtransGateway implements PaymentGateway {
  readonly kind: 'midtrans' | 'sandbox';
  readonly clientKey: string;
  readonly snapJsUrl: string;
  readonly isProduction: boolean;
  private readonly snapBase: string;
  private readonly apiBase: string;
  private readonly fetch: HttpFetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: MidtransOptions) {
    const urls = midtransUrls(options.isProduction);
    this.kind = options.kind ?? 'midtrans';
    this.clientKey = options.clientKey;
    this.isProduction = options.isProduction;
    this.snapJsUrl = options.snapJsUrl ?? urls.snapJs;
    this.snapBase = options.snapBaseUrl ?? urls.snap;
    this.apiBase = options.apiBaseUrl ?? urls.api;
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createTransaction(request: SnapTransactionRequest): Promise<SnapTransactionResponse> {
    const notify: Record<string, string> = this.options.notificationUrl
      ? { 'x-override-notification': this.options.notificationUrl }
      : {};
    const { status, body } = await this.call('POST', `${this.snapBase}/snap/v1/transactions`, request, notify);
    const answer = body as Partial<SnapTransactionResponse> | null;
    if (status >= 300 || typeof answer?.token !== 'string' || typeof answer.redirect_url !== 'string') {
      throw new GatewayError(`Snap create answered ${status}`, status);
    }
    return { token: answer.token, redirect_url: answer.redirect_url };
  }

  async getStatus(orderId: string): Promise<GatewayTransaction | null> {
    const { status, body } = await this.call('GET', `${this.apiBase}/v2/${encodeURIComponent(orderId)}/status`);
    const answer = body as Partial<GatewayTransaction> | null;
    // The Core API also says 404 inside a 200 answer's status_code.
    if (status === 404 || answer?.status_code === '404') return null;
    const known =
      status < 300 && answer && typeof answer.transaction_status === 'string' && answer.order_id === orderId;
    // 407 is how the status API reports an expired transaction: an answer, not a failure.
    if (!known || (Number(answer.status_code) >= 400 && answer.status_code !== '407'))
      throw new GatewayError(`status answered ${status}`, status);
    return answer as GatewayTransaction;
  }

  async cancel(orderId: string): Promise<GatewayTransaction | null> {
    const { status, body } = await this.call('POST', `${this.apiBase}/v2/${encodeURIComponent(orderId)}/cancel`);
    const answer = body as Partial<GatewayTransaction> | null;
    if (status === 404 || answer?.status_code === '404') return null;
    // The Core API answers 412 inside a 200 when the transaction's state no longer allows a cancel.
    const code = Number(answer?.status_code ?? status);
    if (status >= 300 || code >= 300 || answer?.order_id !== orderId || answer.transaction_status !== 'cancel')
      throw new GatewayError(`cancel answered ${status}/${answer?.status_code ?? ''}`, code);
    return answer as GatewayTransaction;
  }

  verifySignature(fields: Signed & { signature_key?: string }): boolean {
    return signatureMatches(fields, this.options.serverKey);
  }

  private async call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: basicAuth(this.options.serverKey),
      ...extra,
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(`gateway unreachable: ${(err as Error).name}`);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }
}
