/**
 * The shell: a terminal with no server shows the connect form (first trying the
 * `/config.json` that `npm start` serves, whose enrolment code connects the demo); a connected
 * terminal shows the status bar and sells from the catalog it holds, online or not.
 */
import { msg } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { SyncEngineProvider } from '../sync/ui/SyncEngineContext';
import { StatusBar } from '../sync/ui/StatusBar';
import { useStaff } from './data/staff';
import { ApprovalProvider } from '../staff/ui/approval';
import { useCatalogSource } from './catalog/useCatalogSource';
import { ErrorBoundary } from './ErrorBoundary';
import { ShellSkeleton } from './ShellSkeleton';
import { SellingSkeleton } from './SellingSkeleton';
import { catalogQueries, syncNowHandle, type TillServices } from './db';
import { OrdersButton } from './OrdersButton';
import { ShiftButton } from '../day/ui/ShiftButton';
import { Uploads } from '../sync/ui/Uploads';
import { SellingScreen } from './SellingScreen';
import { headCatalog } from './catalog/source';
import { orderLinks } from './kitchen/orderLinks';
import { WhenUpdate } from './pwa/UpdateWhenWaiting';
import type { TerminalSettings } from '../db/schema';
import { useGenerationReads } from './data/catalog';
import { useKiosk, useSettings } from './data/settings';
import { useUploadsSummary } from './data/uploads';
import { useTraining } from './data/training';
import { useLeaveGuard } from './useLeaveGuard';
import { useKioskLockdown } from '../checkout/ui/useKioskLockdown';
import { useLingui } from '@lingui/react/macro';
import { MoreMenu } from './MoreMenu';
import { useCounterLapse } from './data/counterLapse';
import type { ShellDialog } from './ShellDialogs';


// The shell's dialogs (kiosk mode, settings, change server) load when one is asked.
const ShellDialogs = lazy(() => import('./ShellDialogs').then((m) => ({ default: m.ShellDialogs })));
// Drawn once the staff are read, which is after the first paint: loaded beside that read.
const SignedIn = lazy(() => import('../staff/ui/SignedIn').then((m) => ({ default: m.SignedIn })));
// A terminal not yet connected (once per terminal, before anything is sold) loads its form on first use.
const Unconnected = lazy(() => import('./Unconnected').then((m) => ({ default: m.Unconnected })));
// Only a till with printers set up loads the printers' status (and with it the print queue).
const PrinterStatus = lazy(() => import('../devices/ui/PrinterStatus').then((m) => ({ default: m.PrinterStatus })));
// Only a till with a card terminal set up loads it (and with it the card payments' recovery).
const CardTerminalWatch = lazy(() => import('../checkout/ui/CardTerminalWatch').then((m) => ({ default: m.CardTerminalWatch })));
// Only a till with a kitchen screen station loads the screen's paper fallback.
const ScreenFallback = lazy(() => import('../kitchen/ui/ScreenFallback').then((m) => ({ default: m.ScreenFallback })));

function Terminal({ settings, services }: { settings: TerminalSettings; services: TillServices }) {
  const kiosk = useKiosk();
  const handle = useMemo(() => syncNowHandle(services.engine, services.uploader), [services]);
  const held = useCatalogSource(catalogQueries(useTraining().active), kiosk.enabled);
  const catalog = useMemo(() => (held ? headCatalog(held.source.head, null, held.availability) : held), [held]);
  // "Orders" prints a sale's kitchen tickets at its products' stations.
  const linksFor = useMemo(() => (held && catalog ? orderLinks(held.source, catalog.categories) : undefined), [held, catalog]);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const { t } = useLingui();
  const { listings } = useGenerationReads();
  const uploads = useUploadsSummary();
  const hasStaff = (useStaff()?.length ?? 0) > 0;
  useLeaveGuard(kiosk.enabled);
  useKioskLockdown(kiosk.enabled);
  useCounterLapse();
  // Images follow each new catalog generation (quota and sold-out polls keep its head).
  const head = held?.source.head;
  useEffect(() => {
    // Loaded when a catalog is there to warm: nothing the first paint needs.
    if (head) void import('./pwa/warmImages').then((m) => m.warmImages(head, (ids) => listings(head.gen, ids)));
  }, [head, listings]);
  // The kitchen screen's paper fallback, in the kiosk's bar or the status bar.
  const screenFallback = settings.kitchenStations?.some((s) => s.screen) ? (
    <Suspense key="screen" fallback={null}>
      <ScreenFallback timeZone={catalog?.session.location.timezone ?? ''} />
    </Suspense>
  ) : null;
  return (
    <SyncEngineProvider engine={handle}>
      <div className={`shell${kiosk.enabled ? ' shell--kiosk' : ''}`}>
        <WhenUpdate reload />
        {kiosk.enabled ? (
          <header className="kiosk-bar">
            <span className="statusbar__title">{catalog?.session.location.name ?? ''}</span>
            {/* Staff's actions (Orders, marking counter orders paid, reprints) sit behind "Staff" and the PIN. */}
            {screenFallback}
            <button type="button" className="btn kiosk-bar__staff" onClick={() => setDialog('exit-kiosk')}>
              {t`Staff`}
            </button>
          </header>
        ) : (
          <header className="statusbar">
            <span className="statusbar__title">{catalog?.session.location.name ?? t`POS`}</span>
            {/* The items always in view, in order; the rest is in "More". */}
            <StatusBar>
              {[
                hasStaff ? (
                  <Suspense key="signed-in" fallback={null}>
                    <SignedIn />
                  </Suspense>
                ) : null,
                <Uploads key="uploads" summary={uploads} persisted={settings.persistedStorage ?? null} />,
                screenFallback,
                settings.printers?.length ? (
                  <Suspense key="printers" fallback={null}>
                    <PrinterStatus />
                  </Suspense>
                ) : null,
                settings.cardTerminal ? (
                  <Suspense key="card-terminal" fallback={null}>
                    <CardTerminalWatch channels={catalog?.channels} {...(linksFor ? { linksFor } : {})} />
                  </Suspense>
                ) : null,
                                <OrdersButton key="orders" timeZone={catalog?.session.location.timezone} channels={catalog?.channels} session={catalog?.session ?? null} {...(linksFor ? { linksFor } : {})} />,
                <ShiftButton key="shift" catalog={catalog ?? null} />,
                <WhenUpdate key="update" />,
              ]}
            </StatusBar>
            <MoreMenu session={catalog?.session} onChoose={setDialog} />
          </header>
        )}
        {dialog && (
          <Suspense fallback={null}>
            <ShellDialogs dialog={dialog} onDialog={setDialog} settings={settings} catalog={catalog} />
          </Suspense>
        )}
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
  const staff = useStaff();
  const hasManager = !!staff?.some((p) => p.role === 'manager');
  if (settings === undefined) return <ShellSkeleton message={msg`Starting…`} />;
  const connected = !!settings?.serverUrl && !!settings.apiKey;
  if (connected) {
    return (
      <ApprovalProvider>
        <Terminal settings={settings} services={services} />
      </ApprovalProvider>
    );
  }
  return (
    <Suspense fallback={<ShellSkeleton message={msg`Starting…`} />}>
      <Unconnected services={services} askPin={!hasManager} />
    </Suspense>
  );
}
