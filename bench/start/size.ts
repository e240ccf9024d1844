/**
 * `npm run bench:size`: the first load of the last build (`dist/`) in gzipped bytes, by file
 * and by largest part, against the 150 KB budget; it exits with 1 above it, so a script or a
 * pipeline can stop there. Run `npx vite build` first. Takes a second, so it fits after every
 * change that adds code to the first load.
 */
import path from 'node:path';
import { printGoals } from '../lib/table';
import { firstLoadGoal, reportFirstLoad } from './bundleSize';

const goal = firstLoadGoal(reportFirstLoad(path.resolve('dist')));
printGoals([goal]);
if (!goal[1]) process.exitCode = 1;
