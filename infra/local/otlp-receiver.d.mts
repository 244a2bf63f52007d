/** A span as the receiver keeps it (see otlp-receiver.mjs). */
export interface ReceivedSpan {
  service: string;
  scope?: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  /** 0 unset, 1 ok, 2 error. */
  status: number;
  durationMs: number;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  waitFor(test: (span: ReceivedSpan) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

export function spansOfExport(body: unknown): ReceivedSpan[];
export function startOtlpReceiver(options?: {
  port?: number;
  host?: string;
  onSpan?: (span: ReceivedSpan) => void;
}): Promise<OtlpReceiver>;
