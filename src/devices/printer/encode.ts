/**
 * A print document as ESC/POS bytes, through `@point-of-sale/receipt-printer-encoder`: the
 * drawer kick first (the drawer opens while the receipt prints), each laid-out line as text
 * or as an image, then the cut. Loaded with the printing chunk only, never the first load.
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
