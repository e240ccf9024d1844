// `npm start`: install if needed, build the app, then serve the production build and the
// service emulator (demo tenant) on one port. The app served this way starts connected. The
// demo's control routes (`/__emulator`) answer requests from this machine only.
import { spawn } from 'node:child_process';
import { bin, build, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
build();

const port = process.env.PORT ?? '8787';
const host = process.env.HOST ?? '127.0.0.1';
const child = spawn(bin('tsx'), ['emulator/main.ts', '--port', port, '--host', host, '--static', 'dist', '--control'], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
