import {
  BRAND_NAME,
  COLORS,
  fillText,
  formatDate,
  formatMoney,
  type Locale,
  type ReceiptLine,
  receiptLines,
  receiptTitle,
  sellerLines,
  type TReceipt,
} from '@ijara/contract';
import type PDFDocument from 'pdfkit';
import { lineHeight, type TextStyle, TextWriter } from './text-writer';

const PAGE = { width: 595.28, margin: 56 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT = RIGHT - PAGE.margin;
const LABEL_WIDTH = 150;
const INK = '#111214';
const MUTED = '#5b606a';
const RULE = '#e4e6ea';
const PANEL = '#f4f5f7';

const label: TextStyle = { size: 10, color: MUTED };
const value: TextStyle = { size: 11 };

type Doc = InstanceType<typeof PDFDocument>;

/** Label and value side by side, the value wrapped in its column; a hairline below. Answers the next y. */
function table(doc: Doc, text: TextWriter, lines: ReceiptLine[], top: number): number {
  let y = top;
  for (const line of lines) {
    const valueX = PAGE.margin + LABEL_WIDTH;
    text.line(line.label, PAGE.margin, y + 1, label);
    const bottom = text.paragraph(line.value, valueX, y, CONTENT - LABEL_WIDTH, value);
    y = bottom + 8;
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 10;
  }
  return y;
}

function draw(doc: Doc, receipt: TReceipt, locale: Locale): void {
  const text = new TextWriter(doc);
  const { margin } = PAGE;

  // Header: the brand on a lime mark, the recipient's legal name opposite.
  doc.roundedRect(margin, margin, 10, 28, 3).fill(COLORS.accent);
  text.line(BRAND_NAME, margin + 18, margin + 1, { size: 22, weight: 700 });
  text.line(receipt.seller.legalName, 0, margin + 10, { size: 9, color: MUTED }, { right: RIGHT });
  doc
    .moveTo(margin, margin + 44)
    .lineTo(RIGHT, margin + 44)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();

  let y = margin + 64;
  const title: TextStyle = { size: 18, weight: 700 };
  y = text.paragraph(receiptTitle(receipt, locale), margin, y, CONTENT, title);
  text.line(formatDate(receipt.date, locale), margin, y, { size: 11, color: MUTED });
  y += lineHeight({ size: 11 }) + 16;

  // The amount, large, in a panel.
  doc.roundedRect(margin, y, CONTENT, 64, 8).fill(PANEL);
  text.line(fillText('receiptAmount', locale), margin + 16, y + 12, label);
  text.line(formatMoney(receipt.amount, locale), margin + 16, y + 26, { size: 24, weight: 700 });
  y += 64 + 22;

  y = table(doc, text, receiptLines(receipt, locale), y);
  y += 14;
  y = table(doc, text, sellerLines(receipt.seller, locale), y);
  y += 6;

  const { email, phone } = receipt.seller;
  text.paragraph(fillText('receiptNote', locale, { email, phone }), margin, y, CONTENT, {
    size: 9,
    color: MUTED,
  });
}

/** The receipt as an A4 PDF in one language, with PT Sans embedded (Cyrillic included). */
export async function renderReceiptPdf(receipt: TReceipt, locale: Locale): Promise<Buffer> {
  // pdfkit (~12 MB resident) is loaded with the first receipt asked for, not with every api process.
  const { default: PDF } = await import('pdfkit');
  const doc: Doc = new PDF({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: receiptTitle(receipt, locale),
      Author: receipt.seller.legalName,
      Subject: receiptTitle(receipt, locale),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, receipt, locale);
  doc.end();
  return done;
}
