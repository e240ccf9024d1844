/** The tenders a manager added, as buttons beside "Cash" and "Card", each named by its name. */
import type { PaymentMethod } from '../payment';
import type { TenderDef } from '../tenders';

export function TenderButtons({ tenders, method, onMethod }: {
  tenders: readonly TenderDef[];
  method: PaymentMethod | null;
  onMethod(method: PaymentMethod): void;
}) {
  return tenders.map((tender) => (
    <button key={tender.code} type="button" className="btn tender__method" aria-pressed={method === tender.code} onClick={() => onMethod(tender.code)}>
      {tender.name}
    </button>
  ));
}
