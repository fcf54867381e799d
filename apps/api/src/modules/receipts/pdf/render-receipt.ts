import {
  fillText,
  formatDate,
  formatMoney,
  type Locale,
  receiptLines,
  receiptTitle,
  sellerLines,
  type TReceipt,
} from '@ijara/contract';
import { CONTENT, LABEL, MUTED, PAGE, PANEL, type PdfFlow, renderPdf } from '../../../lib/pdf/layout';
import { lineHeight } from '../../../lib/pdf/text-writer';

function draw(flow: PdfFlow, receipt: TReceipt, locale: Locale): void {
  const { doc, text } = flow;
  const { margin } = PAGE;
  flow.header(receipt.seller.legalName);

  flow.paragraph(receiptTitle(receipt, locale), { size: 18, weight: 700 });
  text.line(formatDate(receipt.date, locale), margin, flow.y, { size: 11, color: MUTED });
  flow.y += lineHeight({ size: 11 }) + 16;

  // The amount, large, in a panel.
  doc.roundedRect(margin, flow.y, CONTENT, 64, 8).fill(PANEL);
  text.line(fillText('receiptAmount', locale), margin + 16, flow.y + 12, LABEL);
  text.line(formatMoney(receipt.amount, locale), margin + 16, flow.y + 26, { size: 24, weight: 700 });
  flow.y += 64 + 22;

  flow.table(receiptLines(receipt, locale));
  flow.y += 14;
  flow.table(sellerLines(receipt.seller, locale));
  flow.y += 6;

  const { email, phone } = receipt.seller;
  flow.paragraph(fillText('receiptNote', locale, { email, phone }), { size: 9, color: MUTED });
}

/** The receipt as an A4 PDF in one language (lib/pdf: PT Sans embedded, Cyrillic included). */
export function renderReceiptPdf(receipt: TReceipt, locale: Locale): Promise<Buffer> {
  const title = receiptTitle(receipt, locale);
  return renderPdf({ title, author: receipt.seller.legalName }, (flow) => draw(flow, receipt, locale));
}
