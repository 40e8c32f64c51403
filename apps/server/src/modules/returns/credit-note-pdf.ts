import {
  type CreditNote,
  documentSellerLines,
  formatGhs,
  INVOICE_LABELS,
  ORDER_TAX_LABELS as TAX_TEXTS,
  CREDIT_NOTE_LABELS as TEXTS,
} from '@shop/shared';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from '../invoices';

/*
 * The credit note as a PDF (decision 0063), laid out as the invoice's PDF is: A4, the standard
 * Helvetica, one column of blocks from top to bottom, a new page before a block that would
 * not fit.
 */

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GAP = 10;
const LABEL_WIDTH = 120;

/** The columns of the lines table: product, quantity, amount refunded. */
const COLUMNS = {
  product: { x: MARGIN, width: 330 },
  quantity: { x: MARGIN + 335, width: 40 },
  amount: { x: MARGIN + 380, width: CONTENT_WIDTH - 380 },
} as const;

const TOTALS = { x: MARGIN + 235, labelWidth: 150, valueWidth: CONTENT_WIDTH - 235 - 150 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = { title: 18, body: 10, small: 8.5 } as const;

const ISSUED_AT_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Pdf = PDFKit.PDFDocument;

/** Text at (x, y) in a box `width` wide, in Helvetica's characters; answers its height. */
function put(
  pdf: Pdf,
  text: string,
  box: { x: number; y: number; width: number },
  style: { bold?: boolean; size?: number; align?: 'left' | 'right' } = {},
): number {
  pdf.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? SIZE.body);
  pdf.text(toWinAnsi(text), box.x, box.y, { width: box.width, align: style.align ?? 'left' });
  return pdf.y - box.y;
}

function room(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.page.height - MARGIN) return y;
  pdf.addPage();
  return MARGIN;
}

/** Label and value rows at the left margin; answers the y under them. */
function labelled(pdf: Pdf, rows: (readonly [string, string])[], y: number): number {
  let top = y;
  for (const [label, value] of rows) {
    put(pdf, label, { x: MARGIN, y: top, width: LABEL_WIDTH }, { bold: true });
    top += put(pdf, value, { x: MARGIN + LABEL_WIDTH, y: top, width: CONTENT_WIDTH - LABEL_WIDTH });
  }
  return top;
}

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

function header(pdf: Pdf, note: CreditNote): number {
  let y = MARGIN;
  y += put(pdf, TEXTS.title, { x: MARGIN, y, width: CONTENT_WIDTH }, { bold: true, size: SIZE.title });
  y += GAP / 2;
  y = labelled(
    pdf,
    [
      [TEXTS.number, note.number],
      [TEXTS.issued, `${ISSUED_AT_FORMAT.format(new Date(note.issuedAt))} ${INVOICE_LABELS.timeZone}`],
      ...(note.invoiceNumber ? [[TEXTS.against, note.invoiceNumber] as const] : []),
      [TEXTS.order, note.orderNumber],
      [TEXTS.request, note.returnNumber],
    ],
    y,
  );
  y += GAP * 1.5;
  const half = (CONTENT_WIDTH - GAP * 2) / 2;
  const { seller, buyer } = note;
  const sellerHeight = party(pdf, INVOICE_LABELS.seller, documentSellerLines(seller, INVOICE_LABELS), {
    x: MARGIN,
    y,
    width: half,
  });
  const buyerHeight = party(
    pdf,
    INVOICE_LABELS.buyer,
    [
      buyer.name,
      buyer.address,
      `${INVOICE_LABELS.phone}: ${buyer.phone}`,
      `${INVOICE_LABELS.email}: ${buyer.email}`,
    ],
    { x: MARGIN + half + GAP * 2, y, width: half },
  );
  return y + Math.max(sellerHeight, buyerHeight) + GAP * 2;
}

function tableHeading(pdf: Pdf, y: number): number {
  put(pdf, TEXTS.refundedGoods, { ...COLUMNS.product, y }, { bold: true });
  put(pdf, INVOICE_LABELS.quantity, { ...COLUMNS.quantity, y }, { bold: true, align: 'right' });
  const height = put(pdf, INVOICE_LABELS.lineTotal, { ...COLUMNS.amount, y }, { bold: true, align: 'right' });
  const below = y + height + 3;
  pdf
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + CONTENT_WIDTH, below)
    .lineWidth(0.5)
    .stroke();
  return below + 5;
}

/** One refunded line: product and variant, quantity and amount, then its serials in small type. */
function refundedLine(pdf: Pdf, line: CreditNote['lines'][number], y: number): number {
  const title = line.variant ? `${line.name}, ${line.variant}` : line.name;
  pdf.font(FONT.regular).fontSize(SIZE.body);
  const titleHeight = pdf.heightOfString(toWinAnsi(title), { width: COLUMNS.product.width });
  let top = room(pdf, y, titleHeight + line.serials.length * (SIZE.small + 2) + GAP);
  if (top !== y) top = tableHeading(pdf, top);
  put(pdf, title, { ...COLUMNS.product, y: top });
  put(pdf, String(line.quantity), { ...COLUMNS.quantity, y: top }, { align: 'right' });
  put(pdf, formatGhs(line.amount), { ...COLUMNS.amount, y: top }, { align: 'right' });
  let below = top + titleHeight;
  for (const serial of line.serials)
    below += put(pdf, serial, { ...COLUMNS.product, y: below }, { size: SIZE.small });
  return below + GAP;
}

/** Delivery refunded, the tax lines of a tax credit note, and the total refunded. */
function totals(pdf: Pdf, note: CreditNote, y: number): number {
  const rows: { label: string; value: string; bold?: boolean }[] = [];
  if (note.delivery > 0) rows.push({ label: TEXTS.delivery, value: formatGhs(note.delivery) });
  const { tax } = note;
  if (tax) {
    rows.push({ label: TAX_TEXTS.heading, value: '', bold: true });
    rows.push({ label: TAX_TEXTS.taxableValue, value: formatGhs(tax.taxableValue) });
    for (const levy of tax.levies)
      rows.push({ label: TAX_TEXTS.rated(levy.name, levy.rate), value: formatGhs(levy.amount) });
    rows.push({ label: TAX_TEXTS.rated(TAX_TEXTS.vat, tax.vat.rate), value: formatGhs(tax.vat.amount) });
    if (tax.untaxedDelivery > 0)
      rows.push({ label: TAX_TEXTS.untaxedDelivery, value: formatGhs(tax.untaxedDelivery) });
  }
  rows.push({ label: TEXTS.total, value: formatGhs(note.total), bold: true });
  let top = room(pdf, y, rows.length * (SIZE.body + 4) + GAP);
  for (const row of rows) {
    put(pdf, row.label, { x: TOTALS.x, y: top, width: TOTALS.labelWidth }, { bold: row.bold });
    top +=
      put(
        pdf,
        row.value,
        { x: TOTALS.x + TOTALS.labelWidth, y: top, width: TOTALS.valueWidth },
        { bold: row.bold, align: 'right' },
      ) + 2;
  }
  return top + GAP;
}

/** The credit note's PDF, whole, as bytes. */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: toWinAnsi(`${TEXTS.title} ${note.number}`), Author: toWinAnsi(note.seller.legalName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = tableHeading(pdf, header(pdf, note));
  for (const line of note.lines) y = refundedLine(pdf, line, y);
  y = totals(pdf, note, y);
  const method = [[TEXTS.method, note.method] as const];
  labelled(
    pdf,
    note.reference ? [...method, [INVOICE_LABELS.reference, note.reference] as const] : method,
    room(pdf, y, 3 * (SIZE.body + 4)),
  );
  pdf.end();
  return done;
}
