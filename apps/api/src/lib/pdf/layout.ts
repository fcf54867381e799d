import { BRAND_NAME, COLORS } from '@ijara/contract';
import type PDFDocument from 'pdfkit';
import { lineHeight, type TextStyle, TextWriter } from './text-writer';

/**
 * The A4 page every PDF of the api is drawn on (receipts, the contract): PT Sans, the brand's mark
 * in the header, label–value tables with hairlines. Shared so the documents look like one family.
 */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT = RIGHT - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
export const LABEL_WIDTH = 150;
export const INK = '#111214';
export const MUTED = '#5b606a';
export const RULE = '#e4e6ea';
export const PANEL = '#f4f5f7';

export const LABEL: TextStyle = { size: 10, color: MUTED };
export const VALUE: TextStyle = { size: 11 };

export type Doc = InstanceType<typeof PDFDocument>;

/** A table's row: what it is, and its value (wrapped in its column). */
export interface LabelledLine {
  label: string;
  value: string;
}

/**
 * Draws top to bottom and starts a new page when what comes next does not fit: a table row, a
 * heading with the line after it, and each line of a paragraph are kept whole.
 */
export class PdfFlow {
  readonly text: TextWriter;
  y: number = PAGE.margin;

  constructor(readonly doc: Doc) {
    this.text = new TextWriter(doc);
  }

  /** Starts a new page unless `height` fits below the cursor. */
  room(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** The brand on a lime mark, `owner` (the organisation's legal name) opposite, a rule below. */
  header(owner: string): void {
    const { margin } = PAGE;
    const top = this.y;
    this.doc.roundedRect(margin, top, 10, 28, 3).fill(COLORS.accent);
    this.text.line(BRAND_NAME, margin + 18, top + 1, { size: 22, weight: 700 });
    this.text.line(owner, 0, top + 10, { size: 9, color: MUTED }, { right: RIGHT });
    this.doc
      .moveTo(margin, top + 44)
      .lineTo(RIGHT, top + 44)
      .lineWidth(1)
      .strokeColor(INK)
      .stroke();
    this.y = top + 64;
  }

  /** A wrapped paragraph at the margin (or `indent` in), line by line across pages; `after` below. */
  paragraph(value: string, style: TextStyle, after = 0, indent = 0): void {
    const step = lineHeight(style);
    for (const line of this.text.wrap(value, CONTENT - indent, style)) {
      this.room(step);
      this.text.line(line, PAGE.margin + indent, this.y, style);
      this.y += step;
    }
    this.y += after;
  }

  /** A heading kept with the first line that follows it. */
  heading(value: string, style: TextStyle, after = 6): void {
    const lines = this.text.wrap(value, CONTENT, style);
    this.room(lines.length * lineHeight(style) + after + lineHeight(VALUE));
    this.paragraph(value, style, after);
  }

  /** Label and value side by side, each wrapped in its column; a hairline below each row. */
  table(lines: readonly LabelledLine[]): void {
    const valueX = PAGE.margin + LABEL_WIDTH;
    const valueWidth = CONTENT - LABEL_WIDTH;
    const labelWidth = LABEL_WIDTH - 14;
    for (const line of lines) {
      const labelRows = this.text.wrap(line.label, labelWidth, LABEL).length;
      const valueRows = this.text.wrap(line.value, valueWidth, VALUE).length;
      const height = Math.max(
        labelRows * lineHeight(LABEL),
        valueRows * lineHeight(VALUE),
        lineHeight(VALUE),
      );
      this.room(height + 18);
      this.text.paragraph(line.label, PAGE.margin, this.y + 1, labelWidth, LABEL);
      this.text.paragraph(line.value, valueX, this.y, valueWidth, VALUE);
      this.y += height + 8;
      this.doc.moveTo(PAGE.margin, this.y).lineTo(RIGHT, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
      this.y += 10;
    }
  }
}

/** What the PDF's document information says (shown by viewers, read by indexers). */
export interface PdfInfo {
  title: string;
  author: string;
}

/**
 * An A4 PDF drawn by `draw`, with PT Sans embedded (Cyrillic included). pdfkit (~12 MB resident) is
 * loaded with the first document asked for, not with every api process.
 */
export async function renderPdf(info: PdfInfo, draw: (flow: PdfFlow) => void): Promise<Buffer> {
  const { default: PDF } = await import('pdfkit');
  const doc: Doc = new PDF({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: info.title, Author: info.author, Subject: info.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(new PdfFlow(doc));
  doc.end();
  return done;
}

/** The headers of a PDF download: never kept by a cache (it names a person), saved under `filename`. */
export function pdfDownloadHeaders(filename: string): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="${filename}"`,
    'content-type': 'application/pdf',
  };
}
