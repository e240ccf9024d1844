/**
 * The shell: a terminal with no server shows the connect form (first trying the
 * `/config.json` that `npm start` serves, so the demo starts connected); a connected
 * terminal shows the status bar and sells from the catalog it holds, online or not.
 */
import type { Message } from '../core/names';
import { useLanguage } from '../i18n/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { SyncEngineProvider } from '../sync/ui/SyncEngineContext';
import { StatusBar } from '../sync/ui/StatusBar';
import { useCatalogSource } from './catalog/useCatalogSource';
import type { ConnectOutcome } from './ConnectForm';
import { ErrorBoundary } from './ErrorBoundary';
import { catalogQueries, syncNowHandle, type TillServices } from './db';
import { OrdersButton } from './OrdersButton';
import { ShiftButton } from './shift/ShiftButton';
import { Uploads } from '../sync/ui/Uploads';
import { SellingScreen } from './SellingScreen';
import { headCatalog } from './catalog/source';
import { SellingSkeleton } from './SellingSkeleton';
import { ReloadWhenIdle, UpdateButton } from './pwa/UpdateButton';
import type { TerminalSettings } from '../db/schema';
import { useGenerationReads } from './data/catalog';
import { useConnect } from './data/connection';
import { useKiosk, useSettings, useSettingsWrites } from './data/settings';
import { useUploadsSummary } from './data/uploads';
import type { ConnectResult } from '../sync/connect';
import { useSyncStatus, useUploadStatus } from '../sync/ui/useSyncStatus';
import { useLeaveGuard } from './useLeaveGuard';
import { useKioskLockdown } from './kiosk/kioskLockdown';
import { useLingui } from '@lingui/react/macro';


// Staff dialogs load on first use (precached by the service worker, so offline too): they are
// not on the way to the first sale, and the first load stays small.
const StartKioskDialog = lazy(() => import('./kiosk/KioskDialogs').then((m) => ({ default: m.StartKioskDialog })));
const ExitKioskDialog = lazy(() => import('./kiosk/KioskDialogs').then((m) => ({ default: m.ExitKioskDialog })));
// The connect form is shown once per terminal, before anything is sold.
const ConnectForm = lazy(() => import('./ConnectForm').then((m) => ({ default: m.ConnectForm })));
const ReconnectDialog = lazy(() => import('./ReconnectDialog').then((m) => ({ default: m.ReconnectDialog })));
const SettingsDialog = lazy(() => import('./settings/SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
// Only a till with printers set up loads the printers' status (and with it the print queue).
const PrinterStatus = lazy(() => import('./printing/PrinterStatus').then((m) => ({ default: m.PrinterStatus })));

type Connect = (serverUrl: string, apiKey: string) => Promise<ConnectResult>;

async function connectTerminal(services: TillServices, connect: Connect, serverUrl: string, apiKey: string): Promise<ConnectOutcome> {
  const result = await connect(serverUrl, apiKey);
  if (!result.ok) return { ok: false, message: result.message };
  void services.engine.syncNow();
  return { ok: true };
}

/** The server and key `npm start` hands to the app it serves; null when there is none. */
async function servedConfig(): Promise<{ serverUrl: string; apiKey: string } | null> {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return null;
    const { serverUrl, apiKey } = body as Record<string, unknown>;
    return typeof serverUrl === 'string' && typeof apiKey === 'string' ? { serverUrl, apiKey } : null;
  } catch {
    return null;
  }
}

/**
 * Before the terminal's settings are read, and while the served config is tried: the till's
 * shell at its final size (a connected till is the usual case), so the screen that follows
 * moves nothing into place.
 */
function ShellSkeleton({ message }: { message: MessageDescriptor }) {
  const { translate } = useLanguage();
  return (
    <div className="shell">
      <header className="statusbar" aria-hidden="true" />
      <main className="shell__main">
        <SellingSkeleton message={translate(message)} />
      </main>
    </div>
  );
}

function Unconnected({ services }: { services: TillServices }) {
  const connect = useConnect();
  const [state, setState] = useState<'probing' | 'form'>('probing');
  const [firstError, setFirstError] = useState<Message | null>(null);
  const { translate } = useLanguage();
  const probed = useRef(false);
  useEffect(() => {
    if (probed.current) return;
    probed.current = true;
    void (async () => {
      const config = await servedConfig();
      if (config) {
        const outcome = await connectTerminal(services, connect, config.serverUrl, config.apiKey);
        if (outcome.ok) return;
        setFirstError(outcome.message);
      }
      setState('form');
    })();
  }, [services, connect]);
  if (state === 'probing') return <ShellSkeleton message={msg`Starting…`} />;
  return (
    <>
      {firstError && <p className="alert">{translate(firstError)}</p>}
      <Suspense fallback={<ShellSkeleton message={msg`Starting…`} />}>
        <ConnectForm onConnect={(url, key) => connectTerminal(services, connect, url, key)} />
      </Suspense>
    </>
  );
}

/**
 * "Change server or key": always there for staff, and marked when the server refused the key
 * (to the catalog sync or to the uploads), the moment it is needed.
 */
function ReconnectButton({ onClick }: { onClick(): void }) {
  const status = useSyncStatus();
  const uploads = useUploadStatus();
  const { t } = useLingui();
  const refused = (status.kind === 'failed' && status.reason === 'unauthorized') || uploads.kind === 'paused-unauthorized';
  return (
    <button type="button" className={`btn${refused ? ' btn--primary' : ''}`} onClick={onClick}>
      {t`Change server or key`}
    </button>
  );
}

function Terminal({ settings, services }: { settings: TerminalSettings; services: TillServices }) {
  const kiosk = useKiosk();
  const handle = useMemo(() => syncNowHandle(services.engine, services.uploader), [services]);
  const held = useCatalogSource(catalogQueries(), kiosk.enabled);
  const catalog = useMemo(() => (held ? headCatalog(held.source.head, null, held.availability) : held), [held]);
  const [dialog, setDialog] = useState<'start-kiosk' | 'exit-kiosk' | 'reconnect' | 'settings' | null>(null);
  const { t } = useLingui();
  const { saveKiosk, forgetPin } = useSettingsWrites();
  const { listings } = useGenerationReads();
  const uploads = useUploadsSummary();
  useLeaveGuard(kiosk.enabled);
  useKioskLockdown(kiosk.enabled);
  // Images follow each new catalog generation (quota and sold-out polls keep its head).
  const head = held?.source.head;
  useEffect(() => {
    // Loaded when a catalog is there to warm: nothing the first paint needs.
    if (head) void import('./pwa/warmImages').then((m) => m.warmImages(head, (ids) => listings(head.gen, ids)));
  }, [head, listings]);
  return (
    <SyncEngineProvider engine={handle}>
      <div className={`shell${kiosk.enabled ? ' shell--kiosk' : ''}`}>
        <ReloadWhenIdle />
        {kiosk.enabled ? (
          <header className="kiosk-bar">
            <span className="statusbar__title">{catalog?.session.location.name ?? ''}</span>
            {/* Staff mark counter orders paid here; each "Mark paid" asks for the manager PIN. */}
            <OrdersButton timeZone={catalog?.session.location.timezone} channels={catalog?.channels} />
            <button type="button" className="btn kiosk-bar__staff" onClick={() => setDialog('exit-kiosk')}>
              {t`Staff`}
            </button>
          </header>
        ) : (
          <header className="statusbar">
            <span className="statusbar__title">{catalog?.session.location.name ?? t`POS`}</span>
            <StatusBar>
              <Uploads summary={uploads} />
              {settings.printers?.length ? (
                <Suspense fallback={null}>
                  <PrinterStatus />
                </Suspense>
              ) : null}
              <OrdersButton timeZone={catalog?.session.location.timezone} channels={catalog?.channels} />
              <ShiftButton catalog={catalog ?? null} />
              <UpdateButton />
              <ReconnectButton onClick={() => setDialog('reconnect')} />
              <button type="button" className="btn" onClick={() => setDialog('settings')}>
                {t`Settings`}
              </button>
              <button type="button" className="btn" onClick={() => setDialog('start-kiosk')}>
                {t`Kiosk mode`}
              </button>
            </StatusBar>
          </header>
        )}
        <Suspense fallback={null}>
        {dialog === 'start-kiosk' && (
          <StartKioskDialog
            kiosk={kiosk}
            onCancel={() => setDialog(null)}
            onStart={(next) => {
              setDialog(null);
              void saveKiosk(next);
            }}
          />
        )}
        {dialog === 'exit-kiosk' && (
          <ExitKioskDialog
            kiosk={kiosk}
            apiKey={settings.apiKey}
            onCancel={() => setDialog(null)}
            onForgotPin={() => {
              setDialog(null);
              void forgetPin();
              void document.exitFullscreen?.().catch(() => undefined);
            }}
            onExit={() => {
              setDialog(null);
              void saveKiosk({ ...kiosk, enabled: false });
              void document.exitFullscreen?.().catch(() => undefined);
            }}
          />
        )}
        {dialog === 'reconnect' && <ReconnectDialog settings={settings} onClose={() => setDialog(null)} />}
        {dialog === 'settings' && <SettingsDialog brands={catalog?.brands} onClose={() => setDialog(null)} />}
        </Suspense>
        <main className="shell__main">
          {catalog ? (
            <ErrorBoundary part={msg`The selling screen`}>
              <SellingScreen source={held!.source} availability={held!.availability} kiosk={kiosk.enabled} idleSeconds={kiosk.idleSeconds} />
            </ErrorBoundary>
          ) : (
            <SellingSkeleton
              kiosk={kiosk.enabled}
              message={catalog === null ? t`Loading the catalog for the first time…` : t`Opening the catalog…`}
            />
          )}
        </main>
      </div>
    </SyncEngineProvider>
  );
}

/** The shell, given the services boot.tsx started (db.ts), over the database of the DbProvider above it; it starts none itself. */
export function App({ services }: { services: TillServices }) {
  // undefined while loading; null when the row is missing.
  const settings = useSettings();
  if (settings === undefined) return <ShellSkeleton message={msg`Starting…`} />;
  const connected = !!settings?.serverUrl && !!settings.apiKey;
  return connected ? <Terminal settings={settings} services={services} /> : <Unconnected services={services} />;
}
