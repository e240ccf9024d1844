/**
 * A print document as ESC/POS bytes, through `@point-of-sale/receipt-printer-encoder`: the
 * drawer kick first (the drawer opens while the receipt prints), each laid-out line as text,
 * as an image or as a barcode or QR code the printer draws, then the cut. Loaded with the printing chunk only, never the first load.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { PAPER, type PaperWidth, type PrintDocument } from './document';
import { layOut } from './layout';
import type { Rasterize } from './raster';

export function encodeDocument(doc: PrintDocument, paper: PaperWidth, rasterize: Rasterize): Uint8Array {
  const { columns, dots } = PAPER[paper];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, imageMode: 'raster', feedBeforeCut: 4 });
  encoder.initialize().codepage('auto');
  if (doc.drawer) encoder.pulse();
  for (const laid of layOut(doc, columns)) {
    if (laid.kind === 'barcode') {
      // Bars two dots wide, 60 dots high: a ticket number fits a 58 mm roll and scans in "Orders".
      encoder.align('center').barcode(laid.data, 'code128', { height: 60, width: 2, text: false });
      continue;
    }
    if (laid.kind === 'qr') {
      // Medium error correction, as on the screen's receipt: a faded or creased print still reads.
      encoder.align('center').qrcode(laid.data, { model: 2, size: 5, errorlevel: 'm' });
      continue;
    }
    if (laid.kind === 'raster') {
      const image = rasterize(laid.line, dots);
      encoder.align('left').image(image, image.width, image.height, 'threshold');
      continue;
    }
    encoder.align(laid.align).bold(laid.bold).size(laid.large ? 2 : 1, laid.large ? 2 : 1).line(laid.text).bold(false).size(1, 1);
  }
  if (doc.cut) encoder.cut();
  return encoder.encode();
}
