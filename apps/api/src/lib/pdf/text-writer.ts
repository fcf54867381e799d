import type PDFDocument from 'pdfkit';
import { fontFiles, fontRuns, type Weight } from './fonts';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/**
 * Draws text in PT Sans whatever its script: each line is split into runs of one font subset
 * (./fonts.ts), measured and placed by hand, so alignment and wrapping hold across subsets —
 * pdfkit's own layout knows one font per call.
 */
export class TextWriter {
  constructor(private readonly doc: InstanceType<typeof PDFDocument>) {
    for (const [name, file] of fontFiles()) doc.registerFont(name, file);
  }

  width(text: string, style: TextStyle): number {
    return fontRuns(text, style.weight ?? 400).reduce(
      (sum, run) => sum + this.doc.font(run.font).fontSize(style.size).widthOfString(run.text),
      0,
    );
  }

  /** One line, not wrapped; `align: 'right'` ends it at x + width. */
  line(text: string, x: number, y: number, style: TextStyle, align?: { right: number }): void {
    let at = align ? align.right - this.width(text, style) : x;
    for (const run of fontRuns(text, style.weight ?? 400)) {
      this.doc
        .font(run.font)
        .fontSize(style.size)
        .fillColor(style.color ?? '#111214')
        .text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  /** Greedy word wrap into lines no wider than `width`; a word wider than that stays whole. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const next = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.width(next, style) > width) {
        lines.push(current);
        current = word;
      } else {
        current = next;
      }
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /** A wrapped paragraph from (x, y); answers the y below it. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const step = lineHeight(style);
    let at = y;
    for (const line of this.wrap(text, width, style)) {
      this.line(line, x, at, style);
      at += step;
    }
    return at;
  }
}

export function lineHeight(style: TextStyle): number {
  return style.size * 1.4;
}
