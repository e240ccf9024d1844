/**
 * The order panel's place while the stored order is read: the channel row, the empty lines
 * area, the total and the two buttons (in portrait, the total bar) at the size the panel
 * gives them, so the panel that replaces it moves nothing. Hidden from assistive technology; it holds no control.
 */
import './order.css';

export function OrderPanelSkeleton() {
  return (
    <div className="order order-skeleton" aria-hidden="true">
      <span className="order__toggle order-skeleton__block order-skeleton__field" />
      <div className="order__sheet">
        <div className="order__head">
          <span className="order-channel">
            <span className="order-skeleton__label" />
            <span className="order-skeleton__block order-skeleton__field" />
          </span>
        </div>
        <div className="order__lines" />
      </div>
      <div className="order__foot">
        <div className="order__total">
          <span className="order-skeleton__label" />
        </div>
        <div className="order__buttons">
          <span className="order-skeleton__block order-skeleton__field" />
          <span className="order-skeleton__block order-skeleton__field" />
        </div>
      </div>
    </div>
  );
}
