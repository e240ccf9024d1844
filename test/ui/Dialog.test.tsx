// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Dialog, type DialogProps } from '../../src/ui/Dialog';

type Props = Partial<DialogProps> & { open?: boolean; body?: ReactNode };

/** A screen with a button that opens the dialog and one more control after it. */
function Screen({ open = true, body, ...props }: Props) {
  return (
    <>
      <button type="button">Open shift</button>
      {open && (
        <Dialog
          title="Open shift"
          footer={
            <>
              <button type="button">Cancel</button>
              <button type="button">Confirm</button>
            </>
          }
          {...props}
        >
          {body ?? <input aria-label="Opening float" />}
        </Dialog>
      )}
      <button type="button">Sync now</button>
    </>
  );
}

/** Renders the screen closed, focuses the opener, then opens the dialog. */
function openFromButton(props: Props = {}) {
  const user = userEvent.setup();
  const view = render(<Screen {...props} open={false} />);
  const opener = screen.getByRole('button', { name: 'Open shift' });
  opener.focus();
  view.rerender(<Screen {...props} open />);
  const close = () => view.rerender(<Screen {...props} open={false} />);
  return { user, opener, close, dialog: () => screen.getByRole(props.role ?? 'dialog', { name: props.title ?? 'Open shift' }) };
}

const button = (name: string) => screen.getByRole('button', { name });
const floatField = () => screen.getByRole('textbox', { name: 'Opening float' });

/** A body whose field, not its first control, takes the focus (as "Amount tendered" does). */
function Tender() {
  const amount = useRef<HTMLInputElement>(null);
  return (
    <Dialog title="Payment" initialFocus={amount} footer={null}>
      <button type="button">Cash</button>
      <input ref={amount} aria-label="Amount tendered" />
    </Dialog>
  );
}

describe('on open', () => {
  test('focus moves to the first control of the dialog', () => {
    openFromButton();
    expect(floatField()).toHaveFocus();
  });

  test('focus moves to the control the dialog names, or to the frame itself', () => {
    function KeepOrderFirst() {
      const keep = useRef<HTMLButtonElement>(null);
      const footer = (
        <>
          <button type="button">Switch brand</button>
          <button ref={keep} type="button">
            Keep order
          </button>
        </>
      );
      return <Dialog title="Switch brand?" role="alertdialog" initialFocus={keep} footer={footer} />;
    }
    const view = render(<KeepOrderFirst />);
    expect(button('Keep order')).toHaveFocus();
    view.unmount();
    const { dialog } = openFromButton({ initialFocus: 'dialog' });
    expect(dialog()).toHaveFocus();
  });

  test('a field the dialog names takes the focus', () => {
    render(<Tender />);
    expect(screen.getByRole('textbox', { name: 'Amount tendered' })).toHaveFocus();
  });
});

describe('while open', () => {
  test('a dialog drawn over another one keeps the focus it takes, and gives it back when it closes', () => {
    openFromButton();
    const field = floatField();
    const over = render(
      <Dialog title="Still there?" role="alertdialog" footer={<button type="button">Continue order</button>} />,
    );
    expect(button('Continue order')).toHaveFocus();
    over.unmount();
    expect(field).toHaveFocus();
  });

  test('Escape calls onEscape once and goes no further', async () => {
    const onEscape = vi.fn();
    const onPageKey = vi.fn();
    document.addEventListener('keydown', onPageKey);
    try {
      const { user } = openFromButton({ onEscape });
      await user.keyboard('{Escape}');
      expect(onEscape).toHaveBeenCalledTimes(1);
      expect(onPageKey).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', onPageKey);
    }
  });

  test('Escape calls the onEscape of the latest render', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const user = userEvent.setup();
    const view = render(<Screen onEscape={first} />);
    view.rerender(<Screen onEscape={latest} />);
    await user.keyboard('{Escape}');
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  test('without onEscape (a sale being saved) Escape leaves the dialog open and goes no further', async () => {
    const onPageKey = vi.fn();
    document.addEventListener('keydown', onPageKey);
    try {
      const { user, dialog } = openFromButton();
      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');
      expect(dialog()).toHaveAttribute('open');
      expect(onPageKey).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', onPageKey);
    }
  });

  test('Escape in a dialog opened from another one answers the top one only', async () => {
    const under = vi.fn();
    const over = vi.fn();
    const user = userEvent.setup();
    const orders = (refund: boolean) => (
      <Dialog title="Orders" onEscape={under} footer={null}>
        {refund && <Dialog title="Refund" onEscape={over} footer={<button type="button">Refund</button>} />}
      </Dialog>
    );
    const view = render(orders(false));
    view.rerender(orders(true));
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(over).toHaveBeenCalledTimes(1);
    expect(under).not.toHaveBeenCalled();
  });

  test('a close the browser forces (a back gesture refused twice) is undone while the dialog is shown', () => {
    const { dialog } = openFromButton();
    (dialog() as HTMLDialogElement).close();
    expect(dialog()).toHaveAttribute('open');
  });
});

describe('on close', () => {
  test('focus returns to the opener', () => {
    const { opener, close } = openFromButton();
    expect(opener).not.toHaveFocus();
    close();
    expect(opener).toHaveFocus();
  });

  test('focus returns to the opener also when a field of the dialog took the focus first', () => {
    const view = render(<button type="button">Pay</button>);
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    view.rerender(
      <>
        <button type="button">Pay</button>
        <Tender />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount tendered' })).toHaveFocus();
    view.rerender(<button type="button">Pay</button>);
    expect(pay).toHaveFocus();
  });
});

describe('names and roles', () => {
  test('a dialog is modal and named by its title', () => {
    const { dialog } = openFromButton();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).not.toHaveAttribute('aria-describedby');
  });

  test('an alertdialog is named by its title and described by its description', () => {
    render(
      <Dialog
        title="Switch brand?"
        role="alertdialog"
        description="Switching to Green Bowl empties the current order."
        footer={<button type="button">Keep order</button>}
      />,
    );
    const question = screen.getByRole('alertdialog', { name: 'Switch brand?' });
    expect(question).toHaveAttribute('aria-modal', 'true');
    expect(question).toHaveAccessibleDescription('Switching to Green Bowl empties the current order.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('drawn over the page by default, or in place inside the screen', () => {
    const inScreen = render(
      <main aria-label="Selling">
        <Dialog title="Tea" inPlace footer={null} />
      </main>,
    );
    expect(screen.getByRole('main', { name: 'Selling' })).toContainElement(screen.getByRole('dialog', { name: 'Tea' }));
    inScreen.unmount();
    render(
      <main aria-label="Selling">
        <Dialog title="Receipt" footer={null} />
      </main>,
    );
    expect(screen.getByRole('main', { name: 'Selling' })).not.toContainElement(screen.getByRole('dialog', { name: 'Receipt' }));
  });
});
