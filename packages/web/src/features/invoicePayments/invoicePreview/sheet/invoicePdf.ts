import { jsPDF } from 'jspdf';
import type { InvoiceSheetModel, SheetColumn, SheetField } from './sheetModel';

/**
 * The PDF download of the preview (invoicing §2.4): the same sheets as the screen, drawn as text
 * with jsPDF's built-in Helvetica. This module is loaded on demand (dynamic import), so jsPDF never
 * weighs on the main bundle.
 */
export type PaperFormat = 'letter' | 'a4';

const MARGIN = 40;
const FOOTER = 24;
const INK = 20;
const MUTED = 100;
const RULE = 200;

/**
 * jsPDF's standard fonts speak WinAnsi only: keep Latin-1, fold accents and typographic quotes, and
 * show anything else as '?', so a name never turns into garbage.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u00ff]/g, (char) => {
      const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u00ff]+$/.test(folded) ? folded : '?';
    });
}

class SheetWriter {
  readonly width: number;
  readonly height: number;
  y = MARGIN;
  /** The invoice each page belongs to, for the footers. */
  readonly pageInvoices: string[] = [];

  constructor(
    readonly doc: jsPDF,
    private invoiceId: string,
  ) {
    this.width = doc.internal.pageSize.getWidth();
    this.height = doc.internal.pageSize.getHeight();
  }

  get contentWidth() {
    return this.width - 2 * MARGIN;
  }

  startInvoice(invoiceId: string, first: boolean) {
    this.invoiceId = invoiceId;
    if (!first) this.doc.addPage();
    this.pageInvoices.push(invoiceId);
    this.y = MARGIN;
  }

  /** Starts a new page when `needed` points do not fit; true when it did. */
  ensure(needed: number): boolean {
    if (this.y + needed <= this.height - MARGIN - FOOTER) return false;
    this.doc.addPage();
    this.pageInvoices.push(this.invoiceId);
    this.y = MARGIN;
    return true;
  }

  font(size: number, style: 'normal' | 'bold' = 'normal', gray = INK) {
    this.doc.setFont('helvetica', style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(gray);
  }

  lineHeight(size: number) {
    return size * 1.3;
  }

  wrap(text: string, width: number): string[] {
    return this.doc.splitTextToSize(pdfSafe(text), width) as string[];
  }

  rule(weight = 0.5, gray = RULE) {
    this.doc.setDrawColor(gray);
    this.doc.setLineWidth(weight);
    this.doc.line(MARGIN, this.y, this.width - MARGIN, this.y);
  }
}

function drawHeader(w: SheetWriter, sheet: InvoiceSheetModel) {
  const top = w.y;
  w.font(15, 'bold');
  const nameLines = w.wrap(sheet.houseName, w.contentWidth * 0.55);
  w.doc.text(nameLines, MARGIN, w.y + 12);
  let left = top + 12 + nameLines.length * w.lineHeight(15) - 4;
  w.font(9, 'normal', MUTED);
  for (const line of sheet.houseAddress) {
    w.doc.text(pdfSafe(line), MARGIN, left + 2);
    left += w.lineHeight(9);
  }

  const right = w.width - MARGIN;
  w.font(18, 'bold');
  w.doc.text('INVOICE', right, top + 14, { align: 'right' });
  let y = top + 32;
  for (const field of sheet.details) {
    w.font(9, 'normal', MUTED);
    const valueWidth = w.doc.getTextWidth(pdfSafe(field.value));
    w.doc.text(`${pdfSafe(field.label)}:`, right - Math.max(valueWidth, 90) - 6, y, { align: 'right' });
    w.font(9, 'bold');
    w.doc.text(pdfSafe(field.value), right, y, { align: 'right' });
    y += w.lineHeight(9);
  }
  w.y = Math.max(left, y) + 6;
  w.rule(1.2, INK);
  w.y += 16;
}

/** A small caps label over a block. */
function label(w: SheetWriter, text: string, x: number) {
  w.font(7.5, 'bold', MUTED);
  w.doc.text(text, x, w.y);
}

/** Bill to on the left, the sessions on the right. */
function drawParties(w: SheetWriter, sheet: InvoiceSheetModel) {
  const top = w.y;
  const half = w.contentWidth / 2;
  label(w, 'BILL TO', MARGIN);
  let left = top + 12;
  sheet.billTo.forEach((line, index) => {
    const size = index === 0 ? 11 : 9;
    w.font(size, index === 0 ? 'bold' : 'normal');
    for (const part of w.wrap(line, half - 12)) {
      w.doc.text(part, MARGIN, left);
      left += w.lineHeight(size);
    }
  });
  let right = top;
  if (sheet.sessions.length > 0) {
    label(w, sheet.sessions.length === 1 ? 'SALE' : 'SALES', MARGIN + half);
    right = top + 12;
    w.font(9);
    for (const session of sheet.sessions)
      for (const part of w.wrap(session, half)) {
        w.doc.text(part, MARGIN + half, right);
        right += w.lineHeight(9);
      }
  }
  w.y = Math.max(left, right) + 10;
}

/** Column widths: money columns fit their widest text, the growing column takes the rest. */
function columnWidths(w: SheetWriter, columns: SheetColumn[], rows: string[][]): number[] {
  w.font(8);
  const natural = columns.map((column, index) => {
    const texts = [column.label, ...rows.map((row) => row[index] ?? '')];
    return Math.max(...texts.map((t) => w.doc.getTextWidth(pdfSafe(t)))) + 8;
  });
  const fixed = natural.reduce((sum, width, index) => (columns[index]!.grow ? sum : sum + width), 0);
  const growing = columns.filter((c) => c.grow).length || 1;
  const spare = Math.max(w.contentWidth - fixed, 60 * growing);
  const widths = natural.map((width, index) => (columns[index]!.grow ? spare / growing : width));
  // Too wide still (many money columns): shrink everything in proportion.
  const total = widths.reduce((a, b) => a + b, 0);
  return total > w.contentWidth ? widths.map((width) => (width * w.contentWidth) / total) : widths;
}

function drawTableHeader(w: SheetWriter, columns: SheetColumn[], widths: number[]) {
  w.doc.setFillColor(238, 240, 243);
  w.doc.rect(MARGIN, w.y - 9, w.contentWidth, 14, 'F');
  w.font(7.5, 'bold');
  let x = MARGIN;
  columns.forEach((column, index) => {
    const width = widths[index]!;
    if (column.align === 'right') w.doc.text(pdfSafe(column.label), x + width - 4, w.y, { align: 'right' });
    else w.doc.text(pdfSafe(column.label), x + 4, w.y);
    x += width;
  });
  w.y += 14;
}

function drawLines(w: SheetWriter, sheet: InvoiceSheetModel) {
  const rows = sheet.lines.map((line) => line.cells);
  const widths = columnWidths(w, sheet.columns, rows);
  drawTableHeader(w, sheet.columns, widths);
  for (const row of rows) {
    w.font(8);
    const wrapped = sheet.columns.map((column, index) =>
      column.grow ? w.wrap(row[index] ?? '', widths[index]! - 8) : [pdfSafe(row[index] ?? '')],
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * w.lineHeight(8) + 4;
    if (w.ensure(height + 4)) drawTableHeader(w, sheet.columns, widths);
    w.font(8);
    let x = MARGIN;
    sheet.columns.forEach((column, index) => {
      const width = widths[index]!;
      const text = wrapped[index]!;
      if (column.align === 'right') w.doc.text(text, x + width - 4, w.y, { align: 'right' });
      else w.doc.text(text, x + 4, w.y);
      x += width;
    });
    w.y += height - 8;
    w.rule(0.4);
    w.y += 10;
  }
  if (sheet.restrictedNote) {
    w.ensure(14);
    w.font(8, 'normal', MUTED);
    w.doc.text(w.wrap(sheet.restrictedNote, w.contentWidth), MARGIN, w.y + 2);
    w.y += 14;
  }
  w.y += 6;
}

/** A labelled list of label/amount rows in a column; returns where it ends. */
function drawFieldList(
  w: SheetWriter,
  title: string,
  fields: SheetField[],
  x: number,
  width: number,
  y: number,
) {
  w.y = y;
  label(w, title, x);
  let at = y + 12;
  for (const field of fields) {
    w.font(8.5, 'normal', 60);
    const parts = w.wrap(field.label, width - 80);
    w.doc.text(parts, x, at);
    w.font(8.5);
    w.doc.text(pdfSafe(field.value), x + width, at, { align: 'right' });
    at += parts.length * w.lineHeight(8.5) + 1;
  }
  return at + 6;
}

/** Taxes and fees and payments made on the left, the totals on the right. */
function drawTotals(w: SheetWriter, sheet: InvoiceSheetModel) {
  const right = w.width - MARGIN;
  const totalsWidth = 230;
  const leftWidth = w.contentWidth - totalsWidth - 30;
  const height = Math.max(
    sheet.totals.length * 14,
    (sheet.taxesAndFees.length + sheet.payments.length) * 12 + 120,
  );
  w.ensure(Math.min(height, 300));
  const top = w.y;

  let leftEnd = top;
  if (sheet.taxesAndFees.length > 0)
    leftEnd = drawFieldList(w, 'TAXES AND FEES', sheet.taxesAndFees, MARGIN, leftWidth, leftEnd + 4);
  if (sheet.payments.length > 0)
    leftEnd = drawFieldList(w, 'PAYMENTS MADE', sheet.payments, MARGIN, leftWidth, leftEnd + 4);
  leftEnd = drawPayment(w, sheet, leftWidth, leftEnd + 4);

  let y = top + 4;
  const labelRight = right - 90;
  for (const total of sheet.totals) {
    const size = total.strong ? 10 : 9;
    if (total.strong) {
      y += 4;
      w.doc.setDrawColor(INK);
      w.doc.setLineWidth(0.6);
      w.doc.line(right - totalsWidth, y - 11, right, y - 11);
    }
    w.font(size, total.strong ? 'bold' : 'normal', total.strong ? INK : MUTED);
    w.doc.text(pdfSafe(total.label), labelRight, y, { align: 'right' });
    w.font(size, total.strong ? 'bold' : 'normal');
    w.doc.text(pdfSafe(total.value), right, y, { align: 'right' });
    y += w.lineHeight(size) + 2;
  }
  w.y = Math.max(leftEnd, y) + 10;
}

/** How to pay, in the left column under taxes and fees; returns where it ends. */
function drawPayment(w: SheetWriter, sheet: InvoiceSheetModel, width: number, y: number): number {
  const { payment } = sheet;
  const rows: SheetField[] = [{ label: 'Payable online', value: payment.onlineTotal }];
  if (payment.restrictedTotal)
    rows.push({ label: 'Restricted items, to be paid offline', value: payment.restrictedTotal });
  let at = drawFieldList(w, 'PAYMENT', rows, MARGIN, width, y) - 4;
  const notes: { text: string; url?: string }[] = [];
  if (payment.acceptedCards.length > 0)
    notes.push({ text: `Cards accepted: ${payment.acceptedCards.join(', ')}` });
  if (payment.paypalUrl) notes.push({ text: 'Pay with PayPal', url: payment.paypalUrl });
  if (payment.achAllowed) notes.push({ text: 'Bank transfer (ACH) accepted' });
  notes.push({ text: `All amounts in ${sheet.currencyCode}` });
  for (const note of notes) {
    w.font(8.5, 'normal');
    if (note.url) {
      w.doc.setTextColor(30, 70, 160);
      w.doc.textWithLink(pdfSafe(note.text), MARGIN, at, { url: note.url });
      at += w.lineHeight(8.5);
    } else
      for (const part of w.wrap(note.text, width)) {
        w.doc.text(part, MARGIN, at);
        at += w.lineHeight(8.5);
      }
  }
  return at + 6;
}

function drawMessages(w: SheetWriter, sheet: InvoiceSheetModel) {
  for (const message of sheet.messages) {
    const detail = w.wrap(message.detail, w.contentWidth);
    w.ensure(14 + Math.min(detail.length, 3) * w.lineHeight(9));
    w.font(9.5, 'bold');
    w.doc.text(pdfSafe(message.header), MARGIN, w.y);
    w.y += w.lineHeight(9.5);
    for (const line of detail) {
      w.ensure(w.lineHeight(9));
      w.font(9, 'normal', 60);
      w.doc.text(line, MARGIN, w.y);
      w.y += w.lineHeight(9);
    }
    w.y += 6;
  }
}

function drawFooters(w: SheetWriter) {
  const pages = w.doc.getNumberOfPages();
  const perInvoice = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const id of w.pageInvoices) perInvoice.set(id, (perInvoice.get(id) ?? 0) + 1);
  for (let page = 1; page <= pages; page++) {
    const id = w.pageInvoices[page - 1] ?? '';
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    w.doc.setPage(page);
    w.font(7.5, 'normal', MUTED);
    const y = w.height - MARGIN + 8;
    w.doc.text(`Invoice #${pdfSafe(id)}`, MARGIN, y);
    w.doc.text(`Page ${n} of ${perInvoice.get(id) ?? 1}`, w.width - MARGIN, y, { align: 'right' });
  }
}

/** The invoices as one PDF, each starting on a new page. */
export function buildInvoicesPdf(
  sheets: readonly InvoiceSheetModel[],
  format: PaperFormat,
  options: { compress?: boolean } = {},
): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format, compress: options.compress ?? true });
  doc.setProperties({ title: sheets.length === 1 ? `Invoice ${sheets[0]!.invoiceId}` : 'Invoices' });
  const w = new SheetWriter(doc, sheets[0]?.invoiceId ?? '');
  sheets.forEach((sheet, index) => {
    w.startInvoice(sheet.invoiceId, index === 0);
    drawHeader(w, sheet);
    drawParties(w, sheet);
    drawLines(w, sheet);
    drawTotals(w, sheet);
    drawMessages(w, sheet);
  });
  drawFooters(w);
  return doc;
}

export function pdfFileName(sheets: readonly InvoiceSheetModel[]): string {
  return sheets.length === 1 ? `invoice-${sheets[0]!.invoiceId}.pdf` : `invoices-${sheets.length}.pdf`;
}

/** Builds the PDF and hands it to the browser as a download. */
export function downloadInvoicesPdf(sheets: readonly InvoiceSheetModel[], format: PaperFormat): void {
  buildInvoicesPdf(sheets, format).save(pdfFileName(sheets));
}
