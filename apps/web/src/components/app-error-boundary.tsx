import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors outside the router (providers, the router itself). Errors inside a
 * route are caught by the route's errorElement, which keeps the header and footer on screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <main>
          <ErrorFallback
            error={this.state.error}
            onRetry={() => this.setState({ error: null, hasError: false })}
          />
        </main>
      );
    }
    return this.props.children;
  }
}
