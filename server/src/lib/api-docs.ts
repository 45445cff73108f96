import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '@contracts/common';
import { NotificationServerMessage } from '@contracts/notifications';
import { RoomClientMessage, RoomServerMessage } from '@contracts/room';
import type { AppContext } from '../context';

/** Where the API's own documentation lives: the page, and the OpenAPI document it reads at `/api/docs/json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is generated from the same route schemas that validate requests and serialize
 * responses, so it cannot drift from what the server does. Routes that serve files or the local command
 * channel are left out; every other route appears with its access level.
 */
export async function registerApiDocs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${ctx.config.productName} API`,
        version: '1',
        description: 'The wire contract between the web app and the server (shared/API.md). Access levels: public, session, verified, admin, bot, metrics.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          bot: { type: 'http', scheme: 'bearer' },
          metrics: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        },
        // The interview room's WebSocket messages (no HTTP body carries them, so no route references them).
        schemas: { RoomClientMessage, RoomServerMessage, NotificationServerMessage } as Record<string, object>,
      },
    },
    // A route without a schema at all (a file route such as /uploads/avatars/:name) is hidden below, not a crash of the document.
    transform: ({ schema = {}, url, route }) => {
      const access = route.config?.access ?? 'verified';
      const hidden = route.config?.servesFiles === true || access === 'internal';
      // Every error leaves through the one error handler as `{detail, errors?}` (API.md Conventions).
      const response = { ...(schema.response as object | undefined), '4xx': ErrorBody, '5xx': ErrorBody };
      return {
        schema: {
          ...schema,
          response,
          hide: hidden,
          description: schema.description ? `${schema.description} Access: ${access}.` : `Access: ${access}.`,
          tags: [url.split('/')[1] ?? 'api'],
        },
        url,
      };
    },
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', servesFiles: true };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
  });
}
