import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cloudErrorReason,
  type CloudErrorAnswer,
  type CloudSendAnswer,
  type CloudTemplateMessage,
} from '@undangin/contracts';
import type { HttpFetch } from '@undangin/service-kit';

/** One template message to one guest, as the dashboard asks for it. */
export interface TemplateSend {
  /** 62… digits. */
  to: string;
  template: string;
  /** A public https (or local) URL of the header image; null sends the template without one. */
  headerImage: string | null;
  /** The body's variables in the template's order. */
  params: string[];
  /** Our message id, echoed in every status of the message. */
  callbackData: string;
}

/** WhatsApp as the dashboard uses it: the Cloud API, or the local sandbox reached through the very same adapter. */
export interface WhatsappChannel {
  readonly kind: 'cloud' | 'sandbox';
  /** Meta's id of the accepted message (wamid). Throws WhatsappError when refused or not answered. */
  send(message: TemplateSend): Promise<{ wamid: string }>;
}

/**
 * WhatsApp refused the message or did not answer. `retry`: try again later (rate and quality limits, outages, no
 * answer); else the message fails with `reason` until the host retries it. `ambiguous`: the request may have reached
 * WhatsApp (a timeout), so the message is not sent again before its status had time to arrive.
 */
export class WhatsappError extends Error {
  constructor(
    readonly reason: string,
    readonly code: number | null,
    readonly retry: boolean,
    readonly retryAfterSeconds: number | null = null,
    readonly ambiguous = false,
  ) {
    super(reason);
    this.name = 'WhatsappError';
  }
}

export interface CloudApiOptions {
  kind: 'cloud' | 'sandbox';
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  fetch?: HttpFetch;
  timeoutMs?: number;
}

/** A body variable as WhatsApp takes it: no new lines or tabs, no more than three spaces in a row, never empty. */
export const templateVariable = (text: string): string =>
  text
    .replace(/[\t\r\n]+/g, ' · ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';

/** The request body of a template message: language `id`, an image header when given, the body's text variables. */
export function templateRequest(message: TemplateSend): CloudTemplateMessage {
  const components: CloudTemplateMessage['template']['components'] = [];
  if (message.headerImage)
    components.push({ type: 'header', parameters: [{ type: 'image', image: { link: message.headerImage } }] });
  components.push({
    type: 'body',
    parameters: message.params.map((text) => ({ type: 'text', text: templateVariable(text) })),
  });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: { name: message.template, language: { code: 'id' }, components },
    biz_opaque_callback_data: message.callbackData,
  };
}

const retryAfter = (response: Response): number | null => {
  const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : null;
};

export class CloudApiChannel implements WhatsappChannel {
  readonly kind: 'cloud' | 'sandbox';

  constructor(private readonly options: CloudApiOptions) {
    this.kind = options.kind;
  }

  async send(message: TemplateSend): Promise<{ wamid: string }> {
    const { baseUrl, version, phoneNumberId, accessToken, fetch: http = fetch, timeoutMs = 15_000 } = this.options;
    let response: Response;
    try {
      response = await http(`${baseUrl}/${version}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(templateRequest(message)),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new WhatsappError('WhatsApp tidak menjawab; dicoba lagi nanti', null, true, null, true);
    }
    const answer = (await response.json().catch(() => null)) as Partial<CloudSendAnswer & CloudErrorAnswer> | null;
    const wamid = answer?.messages?.[0]?.id;
    if (response.ok && typeof wamid === 'string' && wamid) return { wamid };
    const code = typeof answer?.error?.code === 'number' ? answer.error.code : null;
    const known = cloudErrorReason(code);
    // 429 and 5xx are worth another try whatever the code says; an answer that is not the protocol's is not.
    const retry = response.status === 429 || response.status >= 500 || (code !== null && known.retry);
    const reason = code === null && response.ok ? 'Jawaban WhatsApp tidak sesuai protokol' : known.reason;
    throw new WhatsappError(reason, code, retry, retryAfter(response));
  }
}

/** X-Hub-Signature-256 of a webhook body: `sha256=` and the hex HMAC-SHA256 of the raw bytes with the app secret. */
export const webhookSignature = (rawBody: string | Buffer, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether the header is the app's signature of exactly these bytes (compared in constant time). */
export function signatureValid(rawBody: string | Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(webhookSignature(rawBody, appSecret)));
}
