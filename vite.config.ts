import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The emulator serves the built app and the API on one port (`npm start`); in development
// Vite proxies nothing: the app talks to the emulator's URL from /config.json, as it would
// talk to a real server.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, strictPort: false },
});
