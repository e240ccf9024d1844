/**
 * The simplified tax invoice QR code on the receipt (src/checkout/taxQr.ts says what it holds),
 * drawn offline as SVG by `@paulmillr/qr`. Loaded on its own, only by a receipt that carries
 * one, so the first load does not carry the QR encoder. `data-value` holds the encoded text.
 */
import encodeQR from '@paulmillr/qr';

/** Modules of white around the code, as the QR standard asks. */
const QUIET = 4;

export default function TaxQr({ value, label }: { value: string; label: string }) {
  // Medium error correction: a thermal print that fades or creases a little still reads.
  const grid = encodeQR(value, 'raw', { ecc: 'medium', border: 0 });
  const size = grid.length + 2 * QUIET;
  let path = '';
  grid.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }),
  );
  return (
    <svg className="tax-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-value={value}>
      <rect x={0} y={0} width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
