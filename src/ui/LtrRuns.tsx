/**
 * Text whose phone numbers, ticket numbers and amounts (src/core/bidi.ts) each read left to
 * right inside a right-to-left sentence (Arabic words around them), on screen and on the printed page: "+965 2222 1100",
 * never "1100 2222 965+".
 */
import { hasRtl, ltrRuns } from '../core/bidi';

export function LtrRuns({ text }: { text: string }) {
  // Left-to-right text reads as written already.
  if (!hasRtl(text)) return text;
  return ltrRuns(text).map((part, i) =>
    part.ltr ? (
      <bdi key={i} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      part.text
    ),
  );
}
