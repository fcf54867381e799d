import type { Locale } from '@ijara/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import type { GadgetPhotos } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import type { Deletion } from '../deletion/index';
import type { StaffAccounts } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { catalogueExport, catalogueImport } from './catalogue-commands';
import type { OpsBody, OpsResponse, THandover } from './commands';
import { type HandoverRow, StaffRepository } from './staff-repository';

/** Who runs a command: the operator's name (audit rows carry it), their address and language. */
export interface Operator {
  operator: string;
  ip: string | null;
  locale: Locale;
  /** Where links point: PUBLIC_URL, else the origin the command was sent to. */
  origin: string;
}

/**
 * The operator commands (npm run ops). Hand-over and return are the subscriptions module's state
 * machine; the rest is read or a flag. Every command leaves one audit row naming the operator.
 */
export class StaffService {
  private readonly repository: StaffRepository;

  constructor(
    private readonly db: Db,
    clients: ClientWrites,
    private readonly subscriptions: Subscriptions,
    private readonly deletion: Pick<Deletion, 'previews'>,
    private readonly gadgetPhotos: Pick<GadgetPhotos, 'set'>,
    private readonly staffAccounts: Pick<StaffAccounts, 'add'>,
  ) {
    this.repository = new StaffRepository(clients);
  }

  async handovers(by: Operator, office: number | undefined): Promise<OpsResponse<'handovers'>> {
    const rows = await this.repository.awaitingHandover(this.db, office);
    await this.repository.audit(this.db, {
      ...by,
      action: 'ops.handovers',
      details: { office: office ?? null },
    });
    return { statusCode: '200', handovers: rows.map((row) => toHandover(row, by.locale)) };
  }

  async handOver(by: Operator, body: OpsBody<'handover'>): Promise<OpsResponse<'handover'>> {
    const subscription = await this.subscriptions.handOver.handOver({
      ...by,
      subscriptionId: body.subscriptionID,
      serial: body.serial,
      idChecked: body.idChecked,
    });
    return { statusCode: '200', subscription };
  }

  async receiveReturn(by: Operator, body: OpsBody<'return'>): Promise<OpsResponse<'return'>> {
    const subscription = await this.subscriptions.handOver.receiveReturn({
      ...by,
      subscriptionId: body.subscriptionID,
      condition: body.condition,
    });
    return { statusCode: '200', subscription };
  }

  /** A staff member and their set-up link, made by the automation account (audited as such). */
  async addStaff(by: Operator, body: OpsBody<'staff-add'>): Promise<OpsResponse<'staff-add'>> {
    const { operator, ...input } = body;
    const issued = await this.staffAccounts.add(
      { staffId: null, ip: by.ip ?? '', operator },
      input,
      by.origin,
    );
    return { statusCode: '200', ...issued };
  }

  async setForbidden(by: Operator, phone: string, forbidden: boolean): Promise<OpsResponse<'forbid'>> {
    const before = await this.db.transaction(async (tx) => {
      const row = await this.repository.setForbidden(tx, phone, forbidden);
      if (!row) return null;
      await this.repository.audit(tx, {
        ...by,
        action: forbidden ? 'client.forbidden' : 'client.allowed',
        clientId: row.id,
        details: { changed: row.forbidden !== forbidden },
      });
      return row;
    });
    if (!before) throw new AppError('not_found', { text: 'opsClientNotFound' });
    return { statusCode: '200', client: { id: before.id, phone, forbidden } };
  }

  async client(by: Operator, phone: string): Promise<OpsResponse<'client'>> {
    const client = await this.repository.clientByPhone(this.db, phone);
    if (!client) throw new AppError('not_found', { text: 'opsClientNotFound' });
    const [subscriptions, payments, cards] = await Promise.all([
      this.subscriptions.read.list(client.id, by.locale),
      this.repository.paymentsOf(this.db, client.id),
      this.repository.cardsOf(this.db, client.id),
    ]);
    await this.repository.audit(this.db, { ...by, action: 'ops.client', clientId: client.id });
    return {
      statusCode: '200',
      client: {
        id: client.id,
        phone: client.phone,
        name: `${client.firstName} ${client.lastName}`.trim(),
        city: client.cityRu === null ? null : pick(by.locale, client.cityRu, client.cityEn ?? ''),
        forbidden: client.forbidden,
        deletePersonalData: client.deletePersonalData,
        points: client.bonus,
      },
      subscriptions,
      payments: payments.map((payment) => ({
        id: payment.id,
        subscriptionID: payment.subscriptionId,
        period: payment.period,
        type: payment.type,
        status: payment.status,
        amount: payment.amount,
        createdAt: payment.createdAt.toISOString(),
      })),
      cards: cards.map((card) => ({
        id: card.id,
        maskedPan: card.maskedPan,
        brand: card.brand,
        expiry: card.expiry,
        active: card.active,
        removed: card.removedAt !== null,
      })),
    };
  }

  /** The gadget's photo, resized for the catalogue; the old one's files go. */
  async setGadgetImage(by: Operator, body: OpsBody<'gadget-image'>): Promise<OpsResponse<'gadget-image'>> {
    const input = Buffer.from(body.image, 'base64');
    const result = await this.gadgetPhotos.set(body.gadget, input, by.locale);
    await this.repository.audit(this.db, {
      ...by,
      action: 'gadget.photo_set',
      details: {
        gadgetId: result.gadget.id,
        bytes: input.length,
        widths: result.photo.files.map((file) => file.width),
      },
    });
    return { statusCode: '200', ...result };
  }

  /** The whole catalogue as the file's text (docs/decisions/048). */
  exportCatalogue(by: Operator): Promise<OpsResponse<'catalogue-export'>> {
    return catalogueExport(this.db, this.repository, by);
  }

  /** A catalogue file, all or nothing; its problems named by line. */
  importCatalogue(by: Operator, file: string): Promise<OpsResponse<'catalogue-import'>> {
    return catalogueImport(this.db, by, file);
  }

  /** What the erasure job would do to this client (dry run); the look is audited like `client`. */
  async erasePreview(by: Operator, phone: string): Promise<OpsResponse<'erase-preview'>> {
    const preview = await this.deletion.previews.preview(phone);
    if (!preview) throw new AppError('not_found', { text: 'opsClientNotFound' });
    await this.repository.audit(this.db, { ...by, action: 'ops.erase_preview', clientId: preview.client.id });
    return { statusCode: '200', ...preview };
  }
}

function toHandover(row: HandoverRow, locale: Locale): THandover {
  return {
    subscriptionID: Number(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    phone: row.phone,
    name: `${row.first_name} ${row.last_name}`.trim(),
    model: pick(locale, row.model_ru, row.model_en),
    delivery: row.delivery,
    officeID: row.office_id === null ? null : Number(row.office_id),
    office: row.office_ru === null ? null : pick(locale, row.office_ru, row.office_en ?? ''),
    address: row.delivery_address,
    serial: row.serial,
    payment: row.payment,
  };
}
