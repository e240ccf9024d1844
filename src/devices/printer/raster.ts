/**
 * Lines the printer's code page cannot shape, drawn as images the printer prints dot for dot.
 * `rasterPlan` (pure) says where each part goes; `canvasRasterize` draws it with the browser's
 * own text shaping (OffscreenCanvas, or a canvas element where there is none), so Arabic joins
 * and reads right to left as it does on screen.
 */
import type { RasterLine } from './layout';

/** An RGBA image, as `ImageData` holds it and the encoder's `image` command takes it. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export type Rasterize = (line: RasterLine, widthDots: number) => Raster;

export interface RasterPlan {
  width: number;
  /** A multiple of 8 (the printer's image bands). */
  height: number;
  font: string;
  /** Where the start text is anchored, and on which side of it it runs. */
  start: { x: number; align: 'left' | 'right' | 'center' };
  end: { x: number; align: 'left' | 'right' } | null;
}

/** Font sizes in dots (8 dots per millimetre): about the height of the printer's own letters. */
const NORMAL = { font: 22, height: 32 };
const LARGE = { font: 40, height: 56 };

export function rasterPlan(line: RasterLine, widthDots: number): RasterPlan {
  const size = line.large ? LARGE : NORMAL;
  const rtl = line.direction === 'rtl';
  const font = `${line.bold ? 'bold ' : ''}${size.font}px sans-serif`;
  const startEdge = { x: rtl ? widthDots : 0, align: rtl ? ('right' as const) : ('left' as const) };
  const endEdge = { x: rtl ? 0 : widthDots, align: rtl ? ('left' as const) : ('right' as const) };
  const start =
    line.align === 'center' ? { x: widthDots / 2, align: 'center' as const } : line.align === 'end' ? endEdge : startEdge;
  return { width: widthDots, height: size.height, font, start, end: line.end === '' ? null : endEdge };
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context(width: number, height: number): Context2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const ctx = new OffscreenCanvas(width, height).getContext('2d');
    if (ctx) return ctx;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the line to print');
  return ctx;
}

export const canvasRasterize: Rasterize = (line, widthDots) => {
  const plan = rasterPlan(line, widthDots);
  const ctx = context(plan.width, plan.height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, plan.width, plan.height);
  ctx.fillStyle = '#000';
  ctx.font = plan.font;
  ctx.textBaseline = 'middle';
  ctx.direction = line.direction;
  const y = plan.height / 2;
  ctx.textAlign = plan.start.align;
  ctx.fillText(line.start, plan.start.x, y);
  if (plan.end) {
    // A value (digits) reads left to right whatever the line's direction.
    ctx.direction = 'ltr';
    ctx.textAlign = plan.end.align;
    ctx.fillText(line.end, plan.end.x, y);
  }
  const image = ctx.getImageData(0, 0, plan.width, plan.height);
  return { width: image.width, height: image.height, data: image.data };
};
