import fp from 'fastify-plugin';
import { trace } from '@opentelemetry/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, messages, type ErrorBody } from '@undangin/contracts';
import { isDatabaseUnavailable } from '../database-errors';
import { AppError } from '../errors';
import { describeValidationError } from '../validation-messages';
import { traceIdOf } from '../tracing/trace-id';

const byStatus: Record<number, [string, string]> = {
  400: [errorCodes.validation, messages.errors.validation],
  401: [errorCodes.unauthenticated, messages.errors.unauthenticated],
  403: [errorCodes.forbidden, messages.errors.forbidden],
  404: [errorCodes.notFound, messages.errors.notFound],
  413: [errorCodes.payloadTooLarge, messages.errors.payloadTooLarge],
  415: [errorCodes.unsupportedMediaType, messages.errors.unsupportedMediaType],
  429: [errorCodes.tooManyRequests, messages.errors.tooManyRequests],
};

/** What a client is told to wait while the database is away (a failover takes seconds to tens of seconds). */
const databaseRetryAfterSeconds = 5;

/**
 * Answers any failure in the one error shape; a 5xx never shows its internals. Also Fastify's `frameworkErrors`:
 * a URL that is not valid percent-encoding or a path parameter over the router's length answer before any route.
 */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorBody;
  if (error instanceof AppError) {
    body = error.toBody();
  } else if (error.validation) {
    body = {
      status: 400,
      code: errorCodes.validation,
      message: messages.errors.validation,
      details: error.validation.map(describeValidationError),
    };
  } else if (isDatabaseUnavailable(error)) {
    // A database restart or failover: the client tries again shortly instead of seeing a failure.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    body = { status: 503, code: errorCodes.unavailable, message: messages.errors.unavailable };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const [code, message] = byStatus[error.statusCode] ?? [errorCodes.validation, messages.errors.validation];
    body = { status: error.statusCode, code, message };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    // Its type only: a failed statement's message carries the values the ORM wrote into it.
    trace.getActiveSpan()?.recordException({ name: error.name, code: error.code });
    body = { status: 500, code: errorCodes.internal, message: messages.errors.internal };
  }
  if (body.status >= 500 && body.status !== 503) request.log.error({ code: body.code }, 'request failed');
  // A failure names its trace: what a user reports finds the request in every service's logs and traces.
  if (body.status >= 500) body = { ...body, trace_id: traceIdOf(request.raw) };
  return reply.code(body.status).type('application/json').send(body);
}

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler(replyWithError);

  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send({ status: 404, code: errorCodes.notFound, message: messages.errors.routeNotFound } satisfies ErrorBody),
  );
});
