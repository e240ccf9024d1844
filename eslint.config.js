// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The pure core: business rules with no UI, storage or network (conventions.md section 1). */
const pureCore = ['src/core/**', 'src/menu/**', 'src/picker/**', 'src/cart/**', 'src/checkout/**', 'src/day/**', 'src/staff/**', 'src/kitchen/**'];
const pureCoreUi = ['src/menu/ui/**', 'src/picker/ui/**', 'src/cart/ui/**', 'src/checkout/ui/**', 'src/day/ui/**', 'src/staff/ui/**', 'src/kitchen/ui/**'];
/** The catalog worker: the menu's questions answered from the database, off the main thread; no UI, no sync. */
const catalogWorker = ['src/menu/worker/**'];
/**
 * The device layer (printers, scale, customer display): no UI and no sync. Its pure parts
 * (layouts, parsers) also read no clock and touch no device; the rest may use the database.
 */
const devices = ['src/devices/**'];
/** The device layer's screens (settings of printers and scale, the print status, the customer display): React, under the screens' rules. */
const devicesUi = ['src/devices/ui/**'];
const devicesPure = ['src/devices/printer/document.ts', 'src/devices/printer/layout.ts', 'src/devices/printer/documents.ts', 'src/devices/printer/routing.ts', 'src/devices/scale/parse.ts', 'src/devices/display/view.ts', 'src/devices/settings.ts'];
/** The one worker RPC (Comlink): what any worker and its caller share; it knows none of them. */
const workerRpc = ['src/rpc/**'];
/** The UI kit every screen shares (src/ui: the dialog frame): React, no storage or network. */
const uiKit = ['src/ui/**'];

/**
 * The screens (every `ui/` folder and the app shell): they read and write the database only
 * through the hooks of src/app/data. The data folder itself, and the page's composition root
 * (db.ts makes the database and the services, boot.tsx hands the database to the provider),
 * are the exceptions.
 */
const components = ['src/**/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'];
const componentsExempt = ['src/app/data/**', 'src/app/db.ts', 'src/app/boot.tsx'];
/**
 * A domain's screens (`src/<domain>/ui`): domain `ui/` shows, `app/` connects. They take the
 * data hooks of src/app/data and what the shell hands them as props; of the rest of src/app
 * they may name types only (the shape of a hook they are given), never a value, so the shell
 * can be rewired without touching a screen. Screens of other domains they may compose (the
 * receipt, the approval gate, a PIN field).
 */
const domainUi = ['src/*/ui/**/*.{ts,tsx}'];
const SHELL =
  "Domain `ui/` shows, `app/` connects: a screen takes src/app/data's hooks and what the shell passes it as props, never another part of src/app (docs/architecture.md section 2). Move the piece to the screen's domain, to src/ui, or have the shell pass it.";
const DATA_HOOKS =
  'Components read and write the database only through the hooks of src/app/data (useSettings, useCart, useUploadsSummary, useQuotas, ...; see docs/architecture.md section 3): add or extend a hook there.';

const dataHookPatterns = [
  { group: ['**/db/*', '**/db/**'], allowTypeImports: true, message: DATA_HOOKS },
  { group: ['./db', '../db', '../../db', '**/app/db'], importNames: ['db'], message: DATA_HOOKS },
  { group: ['**/data/DbProvider'], importNames: ['useDb'], message: DATA_HOOKS },
  { group: ['dexie', 'dexie-react-hooks'], allowTypeImports: true, message: DATA_HOOKS },
];

const storagePackages = ['dexie', 'dexie-*', 'zustand', 'zustand/*', '@tanstack/*'];
const dbSyncAndShell = ['**/db', '**/db/*', '**/sync', '**/sync/*', '**/app', '**/app/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A missing dependency is a screen that shows stale data; a disable says why on its line.
      'react-hooks/exhaustive-deps': 'error',
      // A function (a component or a hook included) over 100 lines does several things: split
      // it along its steps into named parts (docs/conventions.md, "Small functions").
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // No module reaches itself through its imports: a cycle hides which module is the lower
    // layer and breaks load order in ways the type checker does not see.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The database stores what the core defines; the sync and the shell build on it, so it
    // never reaches back into them.
    files: ['src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sync', '**/sync/*', '**/app', '**/app/*'], message: 'src/db must not import src/sync or the app shell: move the shared type or rule to src/core.' }] },
      ],
    },
  },
  {
    // A schema version is history (src/db/migrations/README.md): what it imports must never
    // change, so it imports nothing from outside its folder.
    files: ['src/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '../**'], message: 'A schema version is frozen: copy what its upgrade needs into its file (src/db/migrations/README.md).' }] },
      ],
    },
  },
  {
    // Components reach the database through the named hooks of src/app/data (one provider,
    // one live query per kind of row a screen shares); they never hold it themselves.
    files: components,
    ignores: componentsExempt,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: dataHookPatterns }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='db']", message: DATA_HOOKS }],
    },
  },
  {
    // Domain `ui/` shows, `app/` connects (the same patterns as above, and the shell's own parts).
    files: domainUi,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...dataHookPatterns, { regex: '(^|/)app/(?!data/)', allowTypeImports: true, message: SHELL }] },
      ],
    },
  },
  {
    files: pureCore,
    ignores: [...pureCoreUi, ...catalogWorker],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Messages (docs/i18n.md): a pure rule names its messages with `msg` and takes a
          // translate function as an argument. The `t` and `plural` macros read the language on
          // screen from the till's one i18n instance: global state the rule must not depend on.
          paths: [
            { name: '@lingui/core/macro', allowImportNames: ['msg'], message: 'A pure rule names a message with msg and is given a translate function (docs/i18n.md).' },
            { name: '@lingui/core', importNames: ['i18n'], message: 'A pure rule is given a translate function, never the global i18n instance (docs/i18n.md).' },
          ],
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The pure core has no UI: move this to a ui/ folder.' },
            { group: storagePackages, message: 'The pure core does no storage or state: take plain data as arguments.' },
            { group: dbSyncAndShell, message: 'The pure core must not import src/db, src/sync or the app shell.' },
            {
              group: ['@lingui/react', '@lingui/react/*', '#i18n', '#i18n/*', '**/i18n', '**/i18n/*'],
              message: 'The pure core never imports the i18n layer: name messages with msg and take a translate function (docs/i18n.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The pure core does no I/O.' },
        { name: 'localStorage', message: 'The pure core does no I/O.' },
        { name: 'indexedDB', message: 'The pure core does no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as an argument.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in as an argument.' },
        { object: 'crypto', property: 'randomUUID', message: 'New ids come in as arguments.' },
        { object: 'Number', property: 'parseFloat', message: 'Money is parsed by src/core/money.ts, never as a float.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is parsed by src/core/money.ts, never as a float.' },
        { selector: "CallExpression[callee.property.name='toFixed']", message: 'Format money with formatMoney() from src/core/money.ts.' },
      ],
    },
  },
  {
    files: catalogWorker,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The catalog worker has no UI.' },
            { group: ['**/sync', '**/sync/*', '**/app', '**/app/*'], message: 'The catalog worker reads the database only: no sync, no app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: workerRpc,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', ...storagePackages, ...dbSyncAndShell, '**/menu', '**/menu/*'],
              message: 'The worker RPC carries calls; what a worker does belongs to the worker that serves it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: uiKit,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: storagePackages, message: 'The UI kit does no storage or state: the screen passes it what it shows.' },
            { group: dbSyncAndShell, message: 'The UI kit must not import src/db, src/sync or the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: devices,
    ignores: devicesUi,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@lingui/react', '@lingui/react/*'], message: 'The device layer has no UI: screens call it through src/app/data.' },
            { group: ['**/sync', '**/sync/*', '**/app', '**/app/*', '**/ui/*'], message: 'The device layer must not import the sync, the app shell or screens.' },
          ],
        },
      ],
    },
  },
  {
    files: devicesPure,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@lingui/core/macro', allowImportNames: ['msg'], message: 'A pure rule names a message with msg and is given a translate function (docs/i18n.md).' }],
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'A pure device rule has no UI.' },
            { group: [...storagePackages, '**/db', '**/db/*', '**/sync', '**/sync/*', '**/app', '**/app/*', '**/browser', './encode', './raster', './transport'], message: 'A pure device rule takes plain data: no storage, no device, no canvas.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'navigator', message: 'A pure device rule touches no device.' }, { name: 'document', message: 'A pure device rule draws nothing.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as an argument.' },
        { object: 'crypto', property: 'randomUUID', message: 'New ids come in as arguments.' },
      ],
    },
  },
);
