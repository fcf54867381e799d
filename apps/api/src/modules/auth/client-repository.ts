import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/index';

export interface SignInChoice {
  cityId: number | null;
  companyId: number | null;
}

/** Sign-in is where clients come to exist: only a confirmed phone becomes one. */
export class ClientRepository {
  /**
   * Finds or creates the client of a confirmed phone in one statement. The city and employer chosen
   * at this sign-in become the client's; an employer left out keeps the one on file.
   */
  async upsertByPhone(tx: Db, phone: string, choice: SignInChoice): Promise<number> {
    const [row] = await tx
      .insert(clients)
      .values({ phone, cityId: choice.cityId, companyId: choice.companyId })
      .onConflictDoUpdate({
        target: clients.phone,
        set: {
          cityId: sql`coalesce(excluded.city_id, ${clients.cityId})`,
          companyId: sql`coalesce(excluded.company_id, ${clients.companyId})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: clients.id });
    if (!row) throw new Error('upsert returned no row');
    return row.id;
  }
}
