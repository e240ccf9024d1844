// Component tests opt into jsdom per file with `// @vitest-environment jsdom`. Only they load
// the jest-dom matchers and Testing Library (React DOM with it): most files run under node,
// and importing those in each of them costs more than many of their tests.
import type {} from '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Unmount what a component test rendered; Vitest globals are off, so Testing Library
  // cannot register this itself.
  afterEach(() => cleanup());
  // What a screen loads on first use (a refusal's words, a dialog) is transformed on demand
  // by the test run: on a busy two-core machine that takes longer than `findBy`'s default
  // second, which is no fault of the screen.
  configure({ asyncUtilTimeout: 5_000 });
}

// jsdom lays nothing out and has no scrollIntoView; a row of tabs calls it to keep its
// selected tab in view (src/menu/ui/TabList.tsx), which is checked in e2e/screenSizes.spec.ts.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

// jsdom has <dialog> and its `open` attribute but not the modal API. The till's one dialog
// (src/ui/Dialog.tsx) opens with showModal(), so component tests get what they can observe of
// it: shown and closed, the focus moved in (to the first control, else the dialog) and given
// back to what had it, and the close event. The top layer and the inert page behind are the
// browser's: e2e/keyboard.spec.ts checks them in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      openers.set(this, document.activeElement);
      this.setAttribute('open', '');
      (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      const opener = openers.get(this);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      this.dispatchEvent(new Event('close'));
    },
  });
}
