import {
  documentSellerLines,
  formatGhs,
  type Invoice,
  soldUnitText,
  ORDER_TAX_LABELS as TAX_TEXTS,
  INVOICE_LABELS as TEXTS,
} from '@shop/shared';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from './win-ansi-text';

/*
 * The invoice as a PDF (decision 0061): A4, the standard Helvetica (no font file to ship or
 * load), one column of blocks from top to bottom. The page breaks before a block that would
 * not fit, so a long order runs on to a second page.
 */

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GAP = 10;

/** The columns of the lines table: product, quantity, unit price, line total. */
const COLUMNS = {
  product: { x: MARGIN, width: 245 },
  quantity: { x: MARGIN + 250, width: 35 },
  unitPrice: { x: MARGIN + 290, width: 95 },
  total: { x: MARGIN + 390, width: CONTENT_WIDTH - 390 },
} as const;

/** The totals sit under the two money columns, label left and figure right. */
const TOTALS = { x: MARGIN + 235, labelWidth: 150, valueWidth: CONTENT_WIDTH - 235 - 150 };

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = { title: 18, body: 10, small: 8.5 } as const;

// Africa/Accra keeps GMT all year; the label says so after the time.
const ISSUED_AT_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function serialLine(serial: Invoice['lines'][number]['serials'][number]): string {
  return soldUnitText(serial.serial, serial.state, serial.warrantyUntil);
}

type Pdf = PDFKit.PDFDocument;

/** Text at (x, y) in a box `width` wide, in Helvetica's characters; answers its height. */
function put(
  pdf: Pdf,
  text: string,
  box: { x: number; y: number; width: number },
  style: { bold?: boolean; size?: number; align?: 'left' | 'right' } = {},
): number {
  const options = { width: box.width, align: style.align ?? 'left' };
  pdf.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? SIZE.body);
  pdf.text(toWinAnsi(text), box.x, box.y, options);
  // pdfkit leaves its cursor under what it wrote: measuring again would lay the text out twice.
  return pdf.y - box.y;
}

/** Starts a new page when `height` more points would run past the bottom margin; answers the y to write at. */
function room(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.page.height - MARGIN) return y;
  pdf.addPage();
  return MARGIN;
}

/** A party's block (seller or buyer): a heading, then its filled-in lines; answers its height. */
function party(
  pdf: Pdf,
  heading: string,
  lines: string[],
  box: { x: number; y: number; width: number },
): number {
  let y = box.y + put(pdf, heading, box, { bold: true });
  for (const line of lines.filter((line) => line.trim() !== '')) y += put(pdf, line, { ...box, y });
  return y - box.y;
}

function header(pdf: Pdf, invoice: Invoice): number {
  let y = MARGIN;
  y += put(
    pdf,
    TEXTS.heading[invoice.kind],
    { x: MARGIN, y, width: CONTENT_WIDTH },
    { bold: true, size: SIZE.title },
  );
  y += GAP / 2;
  const issuedAt = `${ISSUED_AT_FORMAT.format(new Date(invoice.issuedAt))} ${TEXTS.timeZone}`;
  for (const [label, value] of [
    [TEXTS.number, invoice.number],
    [TEXTS.issuedAt, issuedAt],
    [TEXTS.order, invoice.orderNumber],
  ] as const) {
    put(pdf, label, { x: MARGIN, y, width: 100 }, { bold: true });
    y += put(pdf, value, { x: MARGIN + 100, y, width: CONTENT_WIDTH - 100 });
  }
  y += GAP * 1.5;
  const half = (CONTENT_WIDTH - GAP * 2) / 2;
  const { seller, buyer } = invoice;
  const sellerHeight = party(pdf, TEXTS.seller, documentSellerLines(seller, TEXTS), {
    x: MARGIN,
    y,
    width: half,
  });
  const buyerHeight = party(
    pdf,
    TEXTS.buyer,
    [buyer.name, buyer.address, `${TEXTS.phone}: ${buyer.phone}`, `${TEXTS.email}: ${buyer.email}`],
    { x: MARGIN + half + GAP * 2, y, width: half },
  );
  return y + Math.max(sellerHeight, buyerHeight) + GAP * 2;
}

function tableHeading(pdf: Pdf, y: number): number {
  const bold = { bold: true } as const;
  put(pdf, TEXTS.product, { ...COLUMNS.product, y }, bold);
  put(pdf, TEXTS.quantity, { ...COLUMNS.quantity, y }, { ...bold, align: 'right' });
  put(pdf, TEXTS.unitPrice, { ...COLUMNS.unitPrice, y }, { ...bold, align: 'right' });
  const height = put(pdf, TEXTS.lineTotal, { ...COLUMNS.total, y }, { ...bold, align: 'right' });
  const below = y + height + 3;
  pdf
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + CONTENT_WIDTH, below)
    .lineWidth(0.5)
    .stroke();
  return below + 5;
}

/** One line of the order: product and variant, figures, then its warranty and serials in small type. */
function orderLine(pdf: Pdf, line: Invoice['lines'][number], y: number): number {
  const title = line.variant ? `${line.name}, ${line.variant}` : line.name;
  const notes = [TEXTS.warrantyMonths(line.warrantyMonths), ...line.serials.map(serialLine)];
  pdf.font(FONT.regular).fontSize(SIZE.body);
  const titleHeight = pdf.heightOfString(toWinAnsi(title), { width: COLUMNS.product.width });
  pdf.fontSize(SIZE.small);
  const notesHeight = notes.reduce(
    (sum, note) => sum + pdf.heightOfString(toWinAnsi(note), { width: COLUMNS.product.width }),
    0,
  );
  let top = room(pdf, y, titleHeight + notesHeight + GAP);
  if (top !== y) top = tableHeading(pdf, top);
  put(pdf, title, { ...COLUMNS.product, y: top });
  put(pdf, String(line.quantity), { ...COLUMNS.quantity, y: top }, { align: 'right' });
  put(pdf, formatGhs(line.unitPrice), { ...COLUMNS.unitPrice, y: top }, { align: 'right' });
  put(pdf, formatGhs(line.total), { ...COLUMNS.total, y: top }, { align: 'right' });
  let below = top + titleHeight;
  for (const note of notes) below += put(pdf, note, { ...COLUMNS.product, y: below }, { size: SIZE.small });
  return below + GAP;
}

/** The figures under the lines: subtotal, discount, delivery, the tax lines of a tax invoice, total. */
function totals(pdf: Pdf, invoice: Invoice, y: number): number {
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: TEXTS.subtotal, value: formatGhs(invoice.subtotal) },
    ...(invoice.discount === 0 ? [] : [{ label: TEXTS.discount, value: formatGhs(-invoice.discount) }]),
    { label: TEXTS.delivery, value: formatGhs(invoice.delivery) },
  ];
  const { tax } = invoice;
  if (tax) {
    rows.push({ label: TAX_TEXTS.heading, value: '', bold: true });
    rows.push({ label: TAX_TEXTS.taxableValue, value: formatGhs(tax.taxableValue) });
    for (const levy of tax.levies)
      rows.push({ label: TAX_TEXTS.rated(levy.name, levy.rate), value: formatGhs(levy.amount) });
    rows.push({ label: TAX_TEXTS.rated(TAX_TEXTS.vat, tax.vat.rate), value: formatGhs(tax.vat.amount) });
    if (tax.untaxedDelivery > 0)
      rows.push({ label: TAX_TEXTS.untaxedDelivery, value: formatGhs(tax.untaxedDelivery) });
  }
  rows.push({ label: TEXTS.total, value: formatGhs(invoice.total), bold: true });
  let top = room(pdf, y, rows.length * (SIZE.body + 4) + GAP);
  for (const row of rows) {
    put(pdf, row.label, { x: TOTALS.x, y: top, width: TOTALS.labelWidth }, { bold: row.bold });
    const height = put(
      pdf,
      row.value,
      { x: TOTALS.x + TOTALS.labelWidth, y: top, width: TOTALS.valueWidth },
      { bold: row.bold, align: 'right' },
    );
    top += height + 2;
  }
  return top + GAP;
}

function payment(pdf: Pdf, invoice: Invoice, y: number): void {
  let top = room(pdf, y, 3 * (SIZE.body + 4));
  for (const [label, value] of [
    [TEXTS.paymentMethod, invoice.payment.method],
    [TEXTS.reference, invoice.payment.reference],
  ] as const) {
    put(pdf, label, { x: MARGIN, y: top, width: 100 }, { bold: true });
    top += put(pdf, value, { x: MARGIN + 100, y: top, width: CONTENT_WIDTH - 100 });
  }
}

/** The invoice's PDF, whole, as bytes. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: toWinAnsi(`${TEXTS.heading[invoice.kind]} ${invoice.number}`),
      Author: toWinAnsi(invoice.seller.legalName),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = tableHeading(pdf, header(pdf, invoice));
  for (const line of invoice.lines) y = orderLine(pdf, line, y);
  y = totals(pdf, invoice, y);
  payment(pdf, invoice, y);
  pdf.end();
  return done;
}
