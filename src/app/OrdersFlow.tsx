/**
 * What "Orders" opens: the list, and over it one step at a time (a receipt reprinted, a counter
 * order marked paid, a refund and its receipt, a kitchen ticket). Every reprint (a receipt, a
 * refund's receipt, a kitchen ticket) is marked COPY. Loaded on first use, with the refund rules
 * it reads. At a kiosk it opens only behind "Staff" and the PIN.
 */
import { formatDocumentTime } from '../i18n/i18n';
import { lazy, useState } from 'react';
import { lazyPreload } from '../ui/lazyPreload';
import type { Channel, Session } from '../core/catalog';
import type { CompletedOrder } from '../checkout/order';
import type { OrdersDialogProps } from '../checkout/ui/OrdersDialog';
import { useBarcodeScanner } from '../menu/ui/useBarcodeScanner';
import type { OrderRow, RefundRow } from '../db/schema';
import { useOrdersToShow, useOrderWrites } from './data/orders';
import { useRetryUpload } from './data/retryUpload';
import { useReceiptPaper } from './data/receiptPaper';
import type { LinksFor } from './kitchen/orderLinks';

// The dialogs load on first use (precached, so offline too): a smaller first load.
// Loaded ahead when the till is idle (firstUseChunks.ts).
export const OrdersDialog = lazyPreload(() => import('../checkout/ui/OrdersDialog').then((m) => m.OrdersDialog));
const Receipt = lazy(() => import('../checkout/ui/Receipt').then((m) => ({ default: m.Receipt })));
const MarkPaidDialog = lazy(() => import('../checkout/ui/MarkPaidDialog').then((m) => ({ default: m.MarkPaidDialog })));
const CancelOrderDialog = lazy(() => import('../checkout/ui/CancelOrderDialog').then((m) => ({ default: m.CancelOrderDialog })));
const PaidKitchen = lazy(() => import('../checkout/ui/PaidKitchen').then((m) => ({ default: m.PaidKitchen })));
const RefundDialog = lazy(() => import('../day/ui/RefundDialog').then((m) => ({ default: m.RefundDialog })));
const RefundReceipt = lazy(() => import('../day/ui/RefundReceipt').then((m) => ({ default: m.RefundReceipt })));
const KitchenReprint = lazy(() => import('../cart/ui/KitchenReprint').then((m) => ({ default: m.KitchenReprint })));

/** What "Orders" has open over its list: one at a time. */
type Step =
  | { kind: 'list' }
  | { kind: 'reprint'; order: CompletedOrder }
  | { kind: 'mark-paid'; order: OrderRow }
  /** A counter order just paid, on its way to the kitchen. */
  | { kind: 'paid-kitchen'; order: OrderRow }
  | { kind: 'cancel'; order: OrderRow }
  | { kind: 'refund'; order: OrderRow }
  /** `copy`: printed again from the list, not just made. */
  | { kind: 'refund-receipt'; refund: RefundRow; sale: CompletedOrder; copy: boolean }
  | { kind: 'kitchen'; order: CompletedOrder };

type Found = NonNullable<OrdersDialogProps['found']>;

function TodaysOrders({ timeZone, onClose, onStep }: { timeZone: string; onClose(): void; onStep(step: Step): void }) {
  const shown = useOrdersToShow(timeZone);
  const { readOrder, findSale } = useOrderWrites();
  const retry = useRetryUpload();
  const [found, setFound] = useState<Found | null>(null);
  async function find(ticket: string) {
    setFound({ ticket: ticket.trim(), sale: await findSale(ticket) });
  }
  // A receipt's barcode scanned while "Orders" is open finds its sale, whatever its day.
  useBarcodeScanner((code) => void find(code), { inDialog: true });
  const orders = shown?.today ?? [];
  const rejected = shown?.rejected ?? [];
  const earlier = shown?.earlier ?? [];
  const digits = (orders[0] ?? rejected[0] ?? earlier[0] ?? shown?.refunds[0])?.digits ?? 2;
  async function reprintRefund(refund: RefundRow) {
    const sale = await readOrder(refund.refund_of);
    if (sale) onStep({ kind: 'refund-receipt', refund, sale, copy: true });
  }
  return (
    <OrdersDialog
      orders={orders}
      rejected={rejected}
      earlier={earlier}
      refunds={shown?.refunds}
      refundsBySale={shown?.bySale}
      digits={digits}
      timeZone={timeZone || undefined}
      onRetry={(id) => void retry(id)}
      onRetryRefund={(id) => void retry(id, 'refund')}
      voids={shown?.voids}
      onRetryVoid={(id) => void retry(id, 'void')}
      onReprint={(order) => onStep({ kind: 'reprint', order })}
      onReprintRefund={(refund) => void reprintRefund(refund)}
      onMarkPaid={(order) => onStep({ kind: 'mark-paid', order })}
      onCancelOrder={(order) => onStep({ kind: 'cancel', order })}
      onRefund={(order) => onStep({ kind: 'refund', order })}
      onKitchenTicket={(order) => onStep({ kind: 'kitchen', order })}
      onFind={(ticket) => void find(ticket)}
      found={found}
      onClose={onClose}
    />
  );
}

/** A sale's receipt again, marked COPY, on the branch's page as it is now. */
function Reprint({ order, timeZone, onClose }: { order: CompletedOrder; timeZone: string; onClose(): void }) {
  const paper = useReceiptPaper();
  if (paper === undefined) return null;
  return <Receipt order={order} date={formatDocumentTime(order.created_at, timeZone)} onNewSale={onClose} settings={paper} copy />;
}

/**
 * `session`: what "Open shift" needs when "Mark paid" or a refund asks one first; null at a kiosk, which never asks.
 * `linksFor`: an order's products' stations, for its kitchen tickets (absent: the first station).
 */
export function OrdersFlow({ timeZone, channels, session = null, linksFor, onClose }: {
  timeZone: string;
  channels: readonly Channel[];
  session?: Session | null;
  linksFor?: LinksFor;
  onClose(): void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const links = linksFor ? { linksFor } : {};
  const paper = useReceiptPaper();
  const back = () => setStep({ kind: 'list' });
  return (
    <>
      {step.kind === 'list' && <TodaysOrders timeZone={timeZone} onClose={onClose} onStep={setStep} />}
      {step.kind === 'reprint' && (
        <Reprint order={step.order} timeZone={timeZone} onClose={back} />
      )}
      {step.kind === 'mark-paid' && <MarkPaidDialog order={step.order} session={session} channels={channels} {...links} onPaid={(order) => setStep({ kind: 'paid-kitchen', order })} onDone={back} />}
      {step.kind === 'paid-kitchen' && <PaidKitchen order={step.order} channels={channels} {...links} onDone={back} />}
      {step.kind === 'cancel' && <CancelOrderDialog order={step.order} onDone={back} />}
      {step.kind === 'refund' && (
        <RefundDialog
          sale={step.order}
          session={session}
          onCancel={back}
          onDone={(refund) => setStep({ kind: 'refund-receipt', refund, sale: step.order, copy: false })}
        />
      )}
      {step.kind === 'refund-receipt' && paper !== undefined && (
        <RefundReceipt refund={step.refund} sale={step.sale} date={formatDocumentTime(step.refund.created_at, timeZone)} paper={paper} onClose={back} copy={step.copy} />
      )}
      {step.kind === 'kitchen' && <KitchenReprint order={step.order} channels={channels} {...links} onClose={back} />}
    </>
  );
}
