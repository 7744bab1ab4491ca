// The one place errors become answers: ApiErrors keep their status and code; Fastify's own request errors
// (bad JSON, too large, wrong content type) become 4xx; anything else is logged and answered 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/ApiError.ts';
import { jsonRpcErrorBody } from './jsonRpcErrors.ts';

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'INVALID_JSON', 'The JSON body is empty', { field: 'body' });
  }
  if (
    status === 400 &&
    (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
  ) {
    return new ApiError(400, 'INVALID_JSON', `The body is not valid JSON: ${fastifyError.message}`, {
      field: 'body',
    });
  }
  if (status === 404) return new ApiError(404, 'NOT_FOUND', fastifyError.message ?? 'Not found');
  if (status >= 400 && status < 500) {
    return new ApiError(status, 'BAD_REQUEST', fastifyError.message ?? 'Bad request', { field: 'request' });
  }
  return new ApiError(500, 'INTERNAL', 'Internal server error', { cause: error });
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  else if (apiError.statusCode >= 500) request.log.warn({ code: apiError.code }, apiError.message);
  // A route may have said how long its answer keeps (a name lookup: 300 s) before it failed; a failure keeps for no
  // one: a 404 for a name not registered yet, a 429 or a 502 cached would outlive what it says.
  reply.removeHeader('etag');
  reply.code(apiError.statusCode).header('cache-control', 'no-store').headers(apiError.headers);
  if (request.routeOptions?.config?.errorFormat === 'jsonrpc') {
    void reply.send(jsonRpcErrorBody(apiError.code, apiError.message, apiError.field));
    return;
  }
  void reply.send({
    code: apiError.code,
    message: apiError.message,
    ...(apiError.field === undefined ? {} : { field: apiError.field }),
    ...(apiError.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: apiError.retryAfterSeconds }),
  });
}
