import type { Locale, TContractPdfLink } from '@ijara/contract';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { LinkFields } from '../../lib/signed-link';
import type { CatalogService } from '../catalog/index';
import type { InfoService } from '../info/index';
import { type ContractDocument, contractDocument } from './contract-document';
import { contractLinks } from './download-link';
import { renderContractPdf } from './pdf/render-contract';
import type { ContractRepository, ContractRow } from './repository';

/** Ids are PostgreSQL integers: anything else names no subscription (and never reaches the database). */
const MAX_ID = 2_147_483_647;

export function parseSubscriptionId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

const linkExpired = () => new AppError('forbidden', { text: 'contractLinkExpired' });

/** A PDF to attach to an e-mail. */
export interface ContractFile {
  filename: string;
  content: Buffer;
}

export interface ContractDeps {
  repository: ContractRepository;
  catalog: CatalogService;
  info: Pick<InfoService, 'document'>;
  clock: Clock;
  /** RETURN_GRACE_DAYS: the late-return rule's days. */
  graceDays: number;
}

/**
 * The subscription's contract (docs/decisions/057): the public offer preceded by the order's details,
 * as a PDF behind a link signed for the session (subscription/contract/{id}/, GET /api/contracts/{id}/)
 * and attached to the e-mail after the first payment.
 */
export class ContractService {
  constructor(private readonly deps: ContractDeps) {}

  /** A fresh link to the contract of a subscription of the session's client, in `locale`. */
  async link(
    session: { sessionId: number },
    subscriptionParam: string | undefined,
    locale: Locale,
  ): Promise<TContractPdfLink> {
    const id = parseSubscriptionId(subscriptionParam);
    const found = id === null ? null : await this.deps.repository.findForSession(session.sessionId, id);
    if (!found || id === null) throw new AppError('not_found', { text: 'subscriptionNotFound' });
    await this.assertConcluded(found.row);
    const expires = contractLinks.expiresFrom(this.deps.clock.now());
    const link: LinkFields = { id, sessionId: session.sessionId, locale, expires };
    return {
      path: contractLinks.path(found.tokenHash, link),
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * The PDF a link names. An expired, altered or foreign link, or one whose session has ended, gets
   * the same 403: it tells nothing about other subscriptions.
   */
  async byLink(link: LinkFields, signature: string): Promise<Buffer> {
    if (link.expires * 1000 <= this.deps.clock.now().getTime()) throw linkExpired();
    const found = await this.deps.repository.findForSession(link.sessionId, link.id);
    if (!found || !contractLinks.matches(found.tokenHash, link, signature)) throw linkExpired();
    await this.assertConcluded(found.row);
    return renderContractPdf(await this.document(found.row, link.locale), link.locale);
  }

  /** The contract to e-mail (the notice's attachment); null when the subscription is gone. */
  async file(subscriptionId: number, locale: Locale): Promise<ContractFile | null> {
    const row = await this.deps.repository.byId(subscriptionId);
    if (!row) return null;
    const content = await renderContractPdf(await this.document(row, locale), locale);
    return { filename: contractFileName(subscriptionId), content };
  }

  /**
   * The offer is accepted by placing the order and paying its first payment (offer, section 1): until
   * that payment has gone through there is no contract to show. An order with nothing due has one.
   */
  private async assertConcluded(row: ContractRow): Promise<void> {
    const first = await this.deps.repository.firstPayment(row.id);
    const concluded = first === null ? row.firstPayment === 0 : first.status === 'success';
    if (!concluded) throw new AppError('status_not_allowed', { text: 'contractNotReady' });
  }

  private async document(row: ContractRow, locale: Locale): Promise<ContractDocument> {
    const { repository, catalog, info, clock, graceDays } = this.deps;
    const [extras, first, offer, { org }] = await Promise.all([
      repository.extras(row.id),
      repository.firstPayment(row.id),
      info.document('oferta', locale),
      catalog.catalog(locale),
    ]);
    const firstLines = first ? await repository.lines(first.id, locale) : [];
    return contractDocument(
      { row, extras, first, firstLines, offer, org, graceDays, now: clock.now() },
      locale,
    );
  }
}

/** "ijara-contract-42.pdf" */
export function contractFileName(subscriptionId: number): string {
  return `ijara-contract-${subscriptionId}.pdf`;
}
