/**
 * ESC/POS bytes read back as a person would see the paper: one string per printed line, text
 * as it prints (trailing spaces dropped, double size marked `[2x]`), an image as
 * `[image W×H]`, a Code 128 barcode as `[code128 DATA]`, a QR code as `[qr DATA]`, the drawer
 * kick as `[drawer]` and a cut as `[cut]`. Used by the unit tests
 * and by the e2e test over the bytes its fake printers recorded. An unknown command throws,
 * so bytes the printer would misread never pass.
 */

/** The upper halves of the code pages the encoder picks for Latin letters (ESC t 0, 2, 19). */
const CP437 = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00A0';
const CP850 = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';
const CODE_PAGES: Record<number, string> = { 0: CP437, 2: CP850, 19: CP850.slice(0, 85) + '€' + CP850.slice(86) };

export function decodeEscPos(bytes: Uint8Array): string[] {
  const out: string[] = [];
  let text = '';
  let large = false;
  let size = 0;
  let page = 0;
  let i = 0;
  let qrData = '';
  const flush = () => {
    out.push((large && text.trim() !== '' ? '[2x] ' : '') + text.trimEnd());
    text = '';
    large = false;
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    const n1 = bytes[i + 1];
    if (b === 0x0a) {
      flush();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      switch (n1) {
        case 0x40: // ESC @ initialise
          i += 2;
          break;
        case 0x74: // ESC t code page
          page = bytes[i + 2] ?? 0;
          i += 3;
          break;
        case 0x4d: // ESC M font
        case 0x61: // ESC a align
        case 0x45: // ESC E bold
        case 0x2d: // ESC - underline
        case 0x34: // ESC 4 italic
        case 0x33: // ESC 3 line spacing
        case 0x21: // ESC ! mode
          i += 3;
          break;
        case 0x32: // ESC 2 default spacing
          i += 2;
          break;
        case 0x64: // ESC d feed n lines
          for (let k = 0; k < (bytes[i + 2] ?? 0); k++) out.push('');
          i += 3;
          break;
        case 0x70: // ESC p m t1 t2: drawer kick
          out.push('[drawer]');
          i += 5;
          break;
        default:
          throw new Error(`Unknown ESC command 0x${(n1 ?? 0).toString(16)} at ${i}`);
      }
    } else if (b === 0x1c && n1 === 0x2e) {
      i += 2; // FS . cancel Kanji
    } else if (b === 0x1d) {
      if (n1 === 0x21) {
        size = bytes[i + 2] ?? 0;
        i += 3;
      } else if (n1 === 0x42 || n1 === 0x68 || n1 === 0x77 || n1 === 0x48) i += 3; // GS B invert, GS h/w barcode height/width, GS H its text
      else if (n1 === 0x6b && bytes[i + 2] === 0x49) {
        // GS k 73 n data: Code 128, its code set named first (`{B`)
        const n = bytes[i + 3] ?? 0;
        const data = String.fromCharCode(...bytes.slice(i + 4, i + 4 + n)).replace(/^\{[ABC]/, '');
        text += `[code128 ${data}]`;
        i += 4 + n;
      } else if (n1 === 0x28 && bytes[i + 2] === 0x6b) {
        // GS ( k pL pH cn fn ...: QR code model, size, error level, store (fn 0x50), print (fn 0x51)
        const length = bytes[i + 3]! + bytes[i + 4]! * 256;
        const fn = bytes[i + 6];
        if (bytes[i + 5] !== 0x31) throw new Error(`Unknown 2D code 0x${(bytes[i + 5] ?? 0).toString(16)} at ${i}`);
        if (fn === 0x50) qrData = String.fromCharCode(...bytes.slice(i + 8, i + 5 + length));
        if (fn === 0x51) text += `[qr ${qrData}]`;
        i += 5 + length;
      }
      else if (n1 === 0x56) {
        // GS V m [n]: cut
        if (text !== '') flush();
        out.push('[cut]');
        i += (bytes[i + 2] ?? 0) >= 0x41 ? 4 : 3;
      } else if (n1 === 0x76 && bytes[i + 2] === 0x30) {
        // GS v 0 m xL xH yL yH: raster image
        const wBytes = bytes[i + 4]! + bytes[i + 5]! * 256;
        const h = bytes[i + 6]! + bytes[i + 7]! * 256;
        text += `[image ${wBytes * 8}×${h}]`;
        i += 8 + wBytes * h;
      } else throw new Error(`Unknown GS command 0x${(n1 ?? 0).toString(16)} at ${i}`);
    } else if (b < 0x20) {
      throw new Error(`Unknown control byte 0x${b.toString(16)} at ${i}`);
    } else {
      const upper = CODE_PAGES[page];
      if (b >= 0x80 && !upper) throw new Error(`Code page ${page} is not one the encoder picks for Latin letters`);
      // A letter printed double size marks its line.
      if (size !== 0 && b !== 0x20) large = true;
      text += b < 0x80 ? String.fromCharCode(b) : upper![b - 0x80]!;
      i += 1;
    }
  }
  if (text !== '') flush();
  return out;
}
