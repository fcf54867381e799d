import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { callRegistry } from '../../src/plugins/call-registry';
import type { CallHandlers } from '../../src/plugins/calls';

const faq: CallHandlers = { infoFaq: async () => ({ statusCode: '200', faq: [] }) };
const cities: CallHandlers = { infoCities: async () => ({ statusCode: '200', cities: [] }) };

describe('the call registry', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  async function registry(): Promise<FastifyInstance> {
    app = Fastify({ logger: false });
    await app.register(callRegistry);
    return app;
  }

  it('hands the api every call the modules added', async () => {
    const app = await registry();
    app.addCalls(faq);
    app.addCalls(cities);
    expect(Object.keys(app.collectedCalls()).sort()).toEqual(['infoCities', 'infoFaq']);
  });

  it('refuses a call that another module already answers', async () => {
    const app = await registry();
    app.addCalls(faq);
    expect(() => app.addCalls(faq)).toThrow('two modules answer the call infoFaq');
  });

  it('refuses calls added after the api routed them', async () => {
    const app = await registry();
    app.addCalls(faq);
    app.collectedCalls();
    expect(() => app.addCalls(cities)).toThrow(/register modules before it/);
  });
});
