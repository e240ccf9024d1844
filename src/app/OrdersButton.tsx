/**
 * "Orders": the rejected sales of any day, then today's sales (the branch's day), with
 * their upload state; a rejected one can be sent again once its cause is fixed, any one can
 * be reprinted, and a kiosk order to pay at the counter can be marked paid with the manager PIN.
 * A paid sale can be refunded (the refund's receipt follows) and its kitchen ticket reprinted;
 * refunds are listed with their own tickets and upload states.
 */
import { Suspense, useState } from 'react';
// Loads on first use or when the till is idle (precached, so offline too): a smaller first load.
import { OrdersFlow } from './firstUseDialogs';
import type { Channel, Session } from '../core/catalog';
import { useLingui } from '@lingui/react/macro';
import type { LinksFor } from './kitchen/orderLinks';


const NO_CHANNELS: readonly Channel[] = [];

/**
 * `timeZone`: the session's (assumed-contracts 1); empty lists by the device's day. `channels`
 * name a kitchen ticket's channel; `linksFor` gives its products' stations.
 */
export function OrdersButton({ timeZone = '', channels = NO_CHANNELS, session = null, linksFor }: { timeZone?: string; channels?: readonly Channel[]; session?: Session | null; linksFor?: LinksFor }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t`Orders`}
      </button>
      <Suspense fallback={null}>
        {open && <OrdersFlow timeZone={timeZone} channels={channels} session={session} {...(linksFor ? { linksFor } : {})} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
