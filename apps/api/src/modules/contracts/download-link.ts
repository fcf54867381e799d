import { CONTRACT_PDF_PATH } from '@ijara/contract';
import { SignedLinks } from '../../lib/signed-link';

/** How long a contract's link works: as a receipt's (decision 028), clicked at once or asked again. */
export const CONTRACT_LINK_TTL_MS = 10 * 60_000;

/** A contract's PDF link (lib/signed-link.ts), naming the subscription. */
export const contractLinks = new SignedLinks('contract-pdf', CONTRACT_PDF_PATH, CONTRACT_LINK_TTL_MS);
