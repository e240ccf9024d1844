/**
 * A part of the screen that fails to render shows a plain message in its place instead of
 * blanking the till; the rest (status bar, Orders, Sync now) keeps working. Nothing is lost:
 * the open order, the completed sales and the catalog live in IndexedDB. "Try again" renders
 * the part anew; "Reload" restarts the app.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What stopped, for the message (a message of the catalog): "The selling screen". */
  part: MessageDescriptor;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // For the engineer with the device in hand; holds no key (render errors never carry one).
    console.error(`${this.props.part.id} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" className="crash">
        <h2>{t`${{ part: i18n._(this.props.part) }} stopped working`}</h2>
        <p>{t`The open order and every completed sale are kept on this device.`}</p>
        <p className="crash__detail">{error.message.slice(0, 200)}</p>
        <div className="crash__actions">
          <button type="button" className="btn btn--primary" onClick={() => this.setState({ error: null })}>
            {t`Try again`}
          </button>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {t`Reload`}
          </button>
        </div>
      </section>
    );
  }
}
