import swagger from '@fastify/swagger';
import { API_PREFIX, APP_NAME } from '@ijara/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects the zod schemas of the /api/v3/ routes into an OpenAPI description (STACK.md trap 8). */
export const openapi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${APP_NAME} api`,
          version: '3',
          description:
            `Every call under ${API_PREFIX} carries the headers of the contract (X-Client-Type, X-App-Name, ` +
            'X-App-Version, X-Signature…). Failures answer {statusCode, code, message, fields?}.',
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
