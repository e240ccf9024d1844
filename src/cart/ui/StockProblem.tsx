/**
 * A line sold out or over what is left (the whole order checked, `orderStockProblems`): why,
 * with "Remove" and, when some can still be sold, "Reduce to N". Loaded when a line first
 * needs it: most orders never do.
 */
import type { CartEvent, CartLine } from '../cart';
import type { LineStockProblem } from '../orderStock';
import { stockProblemText } from './refusalMessage';
import { useLingui } from '@lingui/react/macro';

export function StockProblem({ problem, line, send }: { problem: LineStockProblem; line: CartLine; send(event: CartEvent): boolean }) {
  const { t } = useLingui();
  return (
    <div className="order-line__problem">
      <p className="line__detail">{stockProblemText(problem, line)}</p>
      <button type="button" className="btn btn--small btn--danger" onClick={() => send({ type: 'lineRemoved', line_id: line.line_id })}>
        {t`Remove`}
      </button>
      {problem.reduceTo > 0 && (
        <button type="button" className="btn btn--small" onClick={() => send({ type: 'quantityChanged', line_id: line.line_id, quantity: problem.reduceTo })}>
          {t`Reduce to ${{ quantity: problem.reduceTo }}`}
        </button>
      )}
    </div>
  );
}
