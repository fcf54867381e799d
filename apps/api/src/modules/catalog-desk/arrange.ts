import type { ZStaffCatalogDeleteRequest, ZStaffCatalogMoveRequest } from '@ijara/contract/staff';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { categories, gadgets, models } from '../../db/schema/index';
import { AppError } from '../../errors';
import { catalogChanged } from '../catalog/index';
import { audit, sameVersion, unknownRecord, type Writer } from './desk-writes';
import type { Saved } from './record-saves';
import { sumUses } from './records';
import { type CatalogDeskRepository, type ModelUse, NO_USE } from './repository';

type MoveBody = z.output<typeof ZStaffCatalogMoveRequest>;
type DeleteBody = z.output<typeof ZStaffCatalogDeleteRequest>;

const TABLES = { category: categories, gadget: gadgets, model: models } as const;

function inUse(use: ModelUse): AppError {
  return new AppError('status_not_allowed', {
    text: 'staffCatalogInUse',
    values: () => ({
      subscriptions: String(use.subscriptions),
      running: String(use.running),
      units: String(use.units),
    }),
  });
}

/**
 * Where a record stands among its siblings, and its deletion: only what nothing names goes
 * (docs/decisions/050); the rest is hidden instead.
 */
export class Arrange {
  constructor(
    private readonly db: Db,
    private readonly repository: CatalogDeskRepository,
  ) {}

  /**
   * One place up or down. The siblings are locked in their order (the record among them), so two
   * moves in one list wait for each other instead of deadlocking; both swapped rows get a new version.
   */
  move(writer: Writer, body: MoveBody): Promise<Saved> {
    const repo = this.repository;
    return this.db.transaction(async (tx) => {
      const parent = await this.parentOf(tx, body.kind, body.id);
      const siblings = await repo.lockSiblings(tx, body.kind, parent);
      const from = siblings.findIndex((row) => row.id === body.id);
      const target = siblings[from];
      // Gone meanwhile, or moved to another parent (which raised its version).
      if (!target) throw new AppError('version_conflict');
      sameVersion(target, body.version);
      const to = body.direction === 'up' ? from - 1 : from + 1;
      const other = siblings[to];
      if (!other) return { id: target.id, version: target.version };
      const order = siblings.map((row) => row.id);
      order[from] = other.id;
      order[to] = target.id;
      await repo.arrange(tx, TABLES[body.kind], order, [target.id, other.id]);
      await audit(tx, writer, {
        action: `catalog.${body.kind}_moved`,
        entity: body.kind,
        id: target.id,
        details: { before: { position: from + 1 }, after: { position: to + 1 } },
      });
      await catalogChanged(tx);
      return { id: target.id, version: target.version + 1 };
    });
  }

  /** A delete of what no subscription or unit ever named (a category: without gadgets); else 409. */
  remove(writer: Writer, body: DeleteBody): Promise<{ id: number }> {
    const repo = this.repository;
    return this.db.transaction(async (tx) => {
      if (body.kind === 'category') {
        const before = sameVersion(await repo.lockCategory(tx, body.id), body.version);
        const count = await repo.gadgetCount(tx, before.id);
        if (count > 0) {
          throw new AppError('status_not_allowed', {
            text: 'staffCategoryNotEmpty',
            values: () => ({ count: String(count) }),
          });
        }
        await repo.deleteCategory(tx, before.id);
        await this.deleted(tx, writer, 'category', before.id, { slug: before.slug, nameRu: before.nameRu });
      } else if (body.kind === 'gadget') {
        const before = sameVersion(await repo.lockGadget(tx, body.id), body.version);
        // Its models locked too: an order or a unit being added for one of them commits first, or waits.
        await repo.lockSiblings(tx, 'model', before.id);
        const use = sumUses([...(await repo.uses(tx, before.id)).values()]);
        if (use.subscriptions > 0 || use.units > 0) throw inUse(use);
        await repo.deleteGadget(tx, before.id);
        await this.deleted(tx, writer, 'gadget', before.id, { slug: before.slug, nameRu: before.nameRu });
      } else {
        const before = sameVersion(await repo.lockModel(tx, body.id), body.version);
        const use = (await repo.uses(tx, before.gadgetId)).get(before.id) ?? NO_USE;
        if (use.subscriptions > 0 || use.units > 0) throw inUse(use);
        await repo.deleteModel(tx, before.id);
        await this.deleted(tx, writer, 'model', before.id, {
          gadgetId: before.gadgetId,
          slug: before.slug,
          nameRu: before.nameRu,
        });
      }
      await catalogChanged(tx);
      return { id: body.id };
    });
  }

  private deleted(tx: Db, writer: Writer, kind: 'category' | 'gadget' | 'model', id: number, facts: object) {
    return audit(tx, writer, {
      action: `catalog.${kind}_deleted`,
      entity: kind,
      id,
      details: { before: facts },
    });
  }

  /** The record's parent (null for a category); 404 when there is no such record. */
  private async parentOf(tx: Db, kind: MoveBody['kind'], id: number): Promise<number | null> {
    const repo = this.repository;
    if (kind === 'category') {
      if (!(await repo.categoryExists(tx, id))) throw unknownRecord();
      return null;
    }
    const rows = kind === 'gadget' ? await repo.gadgetParent(tx, id) : await repo.modelParent(tx, id);
    if (rows === null) throw unknownRecord();
    return rows;
  }
}
