/**
 * Image tiles for products, categories, brands and groups: a small SVG with a colour drawn
 * from the id and the name's initials, the same bytes every time, so the client's image
 * caching can be tested without image files.
 */
import type { TenantIndex } from './responses.ts';

/** The name behind an image path, or null when the tenant has no such row. */
export function imageName(index: TenantIndex, kind: string, id: number): string | null {
  const { tenant } = index;
  switch (kind) {
    case 'p':
      return index.productById.get(id)?.name ?? null;
    case 'c':
      return tenant.categories.find((c) => c.id === id)?.name ?? null;
    case 'b':
      return tenant.brands.find((b) => b.brand_id === id)?.brand_name ?? null;
    case 'g':
      for (const b of tenant.brands) {
        const g = b.groups.find((x) => x.group_id === id);
        if (g) return g.group_name;
      }
      return null;
    default:
      return null;
  }
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w][0] as string);
  return letters.join('').toUpperCase() || '?';
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);

const KIND_OFFSET: Record<string, number> = { p: 0, c: 90, b: 180, g: 270 };

export function imageSvg(kind: string, id: number, name: string): string {
  const hue = (id * 137 + (KIND_OFFSET[kind] ?? 0)) % 360;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
    `<rect width="160" height="160" rx="16" fill="hsl(${hue},55%,42%)"/>` +
    '<text x="80" y="100" font-family="system-ui,sans-serif" font-size="56" font-weight="700" ' +
    `fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`
  );
}
