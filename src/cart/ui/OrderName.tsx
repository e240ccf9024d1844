/**
 * The name of the open order ("Table 4") at the head of the order, once it was parked under
 * that name and opened again: the cashier sees whose order is on screen. Nothing without one.
 */
export function OrderName({ name }: { name: string | undefined }) {
  return name ? <h2 className="order__name">{name}</h2> : null;
}
