import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { errorCodes, messages } from '@undangin/contracts';
import type { LoadSheddingConfig } from '../config';
import { AppError } from '../errors';

class Overloaded extends AppError {
  constructor() {
    super(503, errorCodes.unavailable, messages.errors.overloaded);
  }
}

/**
 * An overloaded process refuses new requests at once (503, Retry-After, the shared error shape) instead of queueing
 * them until every client times out; the load balancer and the clients try again shortly. Liveness (/health) is
 * never refused: a busy process is not a dead one.
 */
export const loadSheddingPlugin = fp<LoadSheddingConfig>(async (app, options) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    customError: Overloaded,
  });
});

/** Route config for routes that must answer even under load. */
export const answersUnderLoad = { pressureHandler: () => undefined };
