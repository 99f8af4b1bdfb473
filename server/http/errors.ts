import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { photoMessages } from '@/api/contract/photoLimits';
import { isDatabaseUnavailable } from '../db/client';

/** A refusal with a status and the sentence the client shows: answered as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const unavailable = (message: string) => new HttpError(503, message);

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Library errors whose own wording means nothing to a person using the app. */
const readableMessages: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: photoMessages.tooManyBytes },
  FST_FILES_LIMIT: { status: 413, message: 'At most 20 photos can be uploaded at once' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The request must be sent as multipart/form-data' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body must be a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
};

/** Every error leaves as JSON `{ message }`: 4xx with its reason, 5xx without internals. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the next request gets a fresh connection, so this one is worth retrying.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '2').send({ message: DATABASE_UNAVAILABLE });
    }
    const known = 'code' in error && error.code ? readableMessages[error.code] : undefined;
    const status = known?.status ?? error.statusCode ?? 500;
    // Our own refusals (HttpError) are written for people, whatever their status.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status >= 500) request.log.warn({ status, reason: error.message }, 'request refused');
    else request.log.info({ status, reason: error.message }, 'request refused');
    return reply.status(status).send({ message: known?.message ?? error.message });
  });
}

export const answerNoSuchEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });

export function answerApiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler(answerNoSuchEndpoint);
}
