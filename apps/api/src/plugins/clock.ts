import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of the app (lib/clock.ts): modules take it as an option, tests move it. */
    clock: Clock;
  }
}

export const clock = fp(
  async (app) => {
    app.decorate('clock', systemClock());
  },
  { name: 'clock' },
);
