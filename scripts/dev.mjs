// `npm run dev`: the emulator on :8787 and Vite with hot reload on :5173. The dev server
// answers /config.json with the emulator's URL and enrolment code (never a key), so the dev app
// enrols with the demo at its first start.
import { spawn } from 'node:child_process';
import { bin, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const children = [
  // The dev app runs on Vite's origin: the emulator answers CORS to it, and to no other site.
  spawn(bin('tsx'), ['emulator/main.ts', '--port', '8787', '--allow-origin', 'http://localhost:5173', '--allow-origin', 'http://127.0.0.1:5173', '--control'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, POS_DEV_EMULATOR: 'http://127.0.0.1:8787' } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
