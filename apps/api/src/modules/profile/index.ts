import fp from 'fastify-plugin';
import type { CatalogService } from '../catalog/index';
import { profileCalls } from './calls';
import { ProfileRepository } from './repository';
import { ProfileService } from './service';

export interface ProfileOptions {
  /** Checks the city a client chooses. */
  catalog: CatalogService;
}

/** The client's own data: user/getinfo/, user/updateinfo/. */
export const profileModule = fp<ProfileOptions>(
  async (app, { catalog }) => {
    app.addCalls(profileCalls(new ProfileService(new ProfileRepository(app.db), catalog)));
  },
  { name: 'profile', dependencies: ['database', 'call-registry'] },
);
