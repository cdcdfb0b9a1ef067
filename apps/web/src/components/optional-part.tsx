import { Component, type ReactNode } from 'react';

/**
 * Around a part of the shell that loads after the first render and that a page can do without
 * (the toasts' container, the modals manager, a tooltip): if its chunk cannot be fetched, it
 * renders nothing instead of replacing the page with the error screen.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
