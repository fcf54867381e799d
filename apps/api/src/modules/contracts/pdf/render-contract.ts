import { fillText, formatDate, type Locale } from '@ijara/contract';
import { MUTED, type PdfFlow, renderPdf } from '../../../lib/pdf/layout';
import type { ContractDocument } from '../contract-document';

const SECTION = { size: 13, weight: 700 } as const;
const BODY = { size: 10 } as const;

function draw(flow: PdfFlow, contract: ContractDocument, locale: Locale): void {
  flow.header(contract.seller);
  flow.paragraph(contract.title, { size: 18, weight: 700 }, 6);
  flow.paragraph(contract.lead, { size: 10, color: MUTED }, 18);

  flow.heading(fillText('contractDetails', locale), SECTION, 8);
  flow.table(contract.details);
  flow.y += 8;
  flow.heading(fillText('contractMonthly', locale), SECTION, 8);
  flow.table(contract.monthly);
  if (contract.firstPayment) {
    flow.y += 8;
    flow.heading(fillText('contractFirstPayment', locale), SECTION, 8);
    flow.table(contract.firstPayment);
  }
  flow.y += 8;
  flow.table(contract.rules);
  flow.y += 6;
  flow.paragraph(contract.note, { size: 9, color: MUTED }, 22);

  // The offer the client accepted, as info/oferta/ serves it (docs/decisions/004: headings, paragraphs).
  const { offer } = contract;
  flow.heading(fillText('contractTerms', locale), SECTION, 4);
  flow.paragraph(offer.title, { size: 12, weight: 700 }, 2);
  flow.paragraph(
    fillText('contractOfferVersion', locale, { date: formatDate(offer.updatedAt, locale) }),
    { size: 9, color: MUTED },
    10,
  );
  for (const section of offer.sections) {
    if (section.heading) flow.heading(section.heading, { size: 11, weight: 700 }, 4);
    for (const paragraph of section.paragraphs) flow.paragraph(paragraph, BODY, 6);
    flow.y += 4;
  }
}

/** The contract as an A4 PDF in one language: the order's details, then the offer's text. */
export function renderContractPdf(contract: ContractDocument, locale: Locale): Promise<Buffer> {
  return renderPdf({ title: contract.title, author: contract.seller }, (flow) =>
    draw(flow, contract, locale),
  );
}
