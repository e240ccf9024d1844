/** The screens the till is laid out for (docs/guide/start.md "Screen sizes"), shared by the layout specs. */
export interface ScreenSize {
  name: string;
  /** The file name of its screenshot in docs/screens/. */
  file: string;
  viewport: { width: number; height: number };
  /** Portrait layout: the order is the total bar and a sheet that slides up from it. */
  portrait: boolean;
}

export const SIZES: readonly ScreenSize[] = [
  { name: 'landscape tablet 1280 x 800', file: 'landscape-1280x800', viewport: { width: 1280, height: 800 }, portrait: false },
  { name: 'portrait tablet 800 x 1280', file: 'portrait-800x1280', viewport: { width: 800, height: 1280 }, portrait: true },
  { name: '7-inch 600 x 960', file: 'small-600x960', viewport: { width: 600, height: 960 }, portrait: true },
];
