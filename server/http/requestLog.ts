import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer slower than this is logged at warn, whatever its status. */
export const SLOW_REQUEST_MS = 500;

/**
 * Fastify's request lines (its LogController), made quiet: Fastify's two info lines per request
 * cost more than a cached answer. One line per request where it matters instead, with the request
 * id pino adds (reqId): server errors at error, slow answers at warn; every request at debug
 * (LOG_LEVEL=debug).
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error || reply.statusCode >= 500)
      request.log.error({ ...line, err: error }, 'request answered with a server error');
    else if (ms > this.slowMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request completed');
  }
}
