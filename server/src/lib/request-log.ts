import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: Fastify's default writes two ("incoming request",
 * then "request completed"), which doubles the log and splits a request's facts over lines. The line carries
 * the request id (`reqId`, bound by Fastify to every line the request logs, errors included), the route
 * pattern (what the metrics group by) beside the URL, the status and the time taken in milliseconds.
 * Every other line Fastify writes (a default-handler error, a stream error) stays as it was.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
