// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

/** Tab from `last` lands on `first`, and Shift+Tab from there lands back on `last`. */
async function expectWrap(user: UserEvent, first: HTMLElement, last: HTMLElement) {
  last.focus();
  await user.tab();
  expect(first).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
}

/** A body whose field, not its first control, focuses itself (as "Amount tendered" does). */
const tender = (
  <>
    <button type="button">Cash</button>
    <input aria-label="Amount tendered" autoFocus />
  </>
);

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

  test('a field that focuses itself keeps the focus', () => {
    openFromButton({ body: tender });
    expect(screen.getByRole('textbox', { name: 'Amount tendered' })).toHaveFocus();
  });
});

describe('while open', () => {
  test('Tab from the last control goes to the first, and Shift+Tab from the first to the last', async () => {
    const { user } = openFromButton();
    await expectWrap(user, floatField(), button('Confirm'));
  });

  test('Tab moves on inside the dialog between its first and last controls', async () => {
    const { user } = openFromButton();
    await user.tab();
    expect(button('Cancel')).toHaveFocus();
    await user.tab();
    expect(button('Confirm')).toHaveFocus();
  });

  test('Shift+Tab from the frame itself goes to the last control, not out of the dialog', async () => {
    const { user, dialog } = openFromButton({ initialFocus: 'dialog' });
    await user.tab({ shift: true });
    expect(button('Confirm')).toHaveFocus();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  test('hidden and disabled controls are skipped when Tab wraps', async () => {
    const { user } = openFromButton({
      body: <input aria-label="Opening float" />,
      footer: (
        <>
          <button type="button">Cancel</button>
          <button type="button" disabled>
            Confirm
          </button>
          <span hidden>
            <button type="button">Print</button>
          </span>
        </>
      ),
    });
    await expectWrap(user, floatField(), button('Cancel'));
  });

  test('with no control at all, Tab keeps the focus on the frame', async () => {
    const { user, dialog } = openFromButton({ body: <p>Saving…</p>, footer: null });
    expect(dialog()).toHaveFocus();
    await user.tab();
    expect(dialog()).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog()).toHaveFocus();
  });

  test('focus that lands outside is pulled back into the dialog', () => {
    openFromButton();
    button('Sync now').focus();
    expect(floatField()).toHaveFocus();
  });

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
});

describe('on close', () => {
  test('focus returns to the opener', () => {
    const { opener, close } = openFromButton();
    expect(opener).not.toHaveFocus();
    close();
    expect(opener).toHaveFocus();
  });

  test('focus returns to the opener also when a field of the dialog took the focus first', () => {
    const { opener, close } = openFromButton({ body: tender });
    close();
    expect(opener).toHaveFocus();
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
