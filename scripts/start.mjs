// `npm start`: install if needed, build the app, then serve the production build and the
// service emulator (demo tenant) on one port. The app served this way enrols with the one-time
// code the emulator prints and hands out in /config.json (never the key), so it starts
// connected; another terminal is enrolled with a code made at /__emulator/enrolment-codes.
// The demo's control routes (`/__emulator`) answer requests from this machine only.
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
