import type { CallName } from '@ijara/contract';
import fp from 'fastify-plugin';
import type { CallHandlers } from './calls';

declare module 'fastify' {
  interface FastifyInstance {
    /** A module adds the handlers of the contract calls it answers; registered before `api`. */
    addCalls(handlers: CallHandlers): void;
    /** Every handler added so far, for `api` to route; no module may add calls after this. */
    collectedCalls(): CallHandlers;
  }
}

/**
 * Collects the modules' call handlers, so each module registers its own calls and app.ts routes them
 * all at once under /api/v3/. A call answered by two modules, or added after routing, is a wiring
 * mistake and stops the start.
 */
export const callRegistry = fp(
  async (app) => {
    const handlers: CallHandlers = {};
    let routed = false;
    app.decorate('addCalls', (added: CallHandlers) => {
      if (routed) throw new Error('the api already routes its calls: register modules before it');
      for (const name of Object.keys(added) as CallName[]) {
        if (handlers[name]) throw new Error(`two modules answer the call ${name}`);
      }
      Object.assign(handlers, added);
    });
    app.decorate('collectedCalls', () => {
      routed = true;
      return { ...handlers };
    });
  },
  { name: 'call-registry' },
);
