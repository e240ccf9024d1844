/**
 * `npm run bench:size`: the first load of the last build (`dist/`) in gzipped bytes, by file
 * and by largest part, against the 150 KB goal. Run `npx vite build` first. Takes a second,
 * so it fits after every change that adds code to the first load.
 */
import path from 'node:path';
import { kb } from '../lib/stats';
import { printGoals } from '../lib/table';
import { reportFirstLoad } from './bundleSize';

const js = reportFirstLoad(path.resolve('dist'));
printGoals([[`first-load JS under 150 KB gzipped (${kb(js)})`, js < 150 * 1024]]);
