/**
 * Command line: `tsx emulator/main.ts [--port 8787] [--host 127.0.0.1] [--products N --seed S]
 * [--static dist] [--key demo-key] [--allow-origin http://localhost:5173 ...] [--control] [--log]`. `--control` opens the
 * control routes under `/__emulator` to requests from this machine. Prints one line when listening and stops cleanly
 * on SIGINT or SIGTERM.
 */
import { parseArgs } from 'node:util';
import { generateTenant } from './generate.ts';
import { startEmulator } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    products: { type: 'string' },
    seed: { type: 'string', default: '1' },
    static: { type: 'string' },
    key: { type: 'string', default: 'demo-key' },
    log: { type: 'boolean', default: false },
    control: { type: 'boolean', default: false },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});

const port = Number(values.port);
const products = values.products === undefined ? undefined : Number(values.products);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error(`--products must be a whole number from 1, got ${values.products}`);
  process.exit(2);
}

const emulator = await startEmulator({
  port,
  host: values.host,
  apiKey: values.key,
  staticDir: values.static,
  log: values.log,
  control: values.control,
  allowOrigins: values['allow-origin'],
  tenant: products === undefined ? undefined : generateTenant({ products, seed: values.seed }),
});
console.log(`Emulator listening on ${emulator.url}`);
console.log(`Enrolment code for a terminal: ${emulator.control.servedEnrolmentCode ?? ''} (one use; more: POST ${emulator.url}/__emulator/enrolment-codes)`);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
