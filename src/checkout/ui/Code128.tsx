/** A Code 128 barcode as SVG (src/checkout/code128.ts): drawn offline, printed with the receipt. */
import { code128Bars } from '../code128';

const QUIET = 10;
const HEIGHT = 40;

export function Code128({ value, label }: { value: string; label: string }) {
  const drawn = code128Bars(value);
  if (drawn === null) return null;
  const width = drawn.width + 2 * QUIET;
  return (
    <svg
      className="barcode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect x={0} y={0} width={width} height={HEIGHT} fill="#fff" />
      {drawn.bars.map((bar) => (
        <rect key={bar.x} x={bar.x + QUIET} y={0} width={bar.width} height={HEIGHT} fill="#000" />
      ))}
    </svg>
  );
}
