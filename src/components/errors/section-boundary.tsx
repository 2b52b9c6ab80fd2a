/**
 * Error boundaries: a failing section shows 'Section failed to render: {name}' and the rest of
 * the page keeps working; a failing page shows 'Unexpected Application Error!' with the message.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryState {
  error: Error | null;
}

export class SectionBoundary extends Component<
  { name: string; children: ReactNode },
  BoundaryState
> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section failed to render: ${this.props.name}`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <div
          role="alert"
          sx={{ p: 3, m: 3, border: '1px solid', borderColor: 'danger', borderRadius: 'default' }}
        >
          Section failed to render: {this.props.name}
        </div>
      );
    }
    return this.props.children;
  }
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error) {
      const status = (error as Error & { status?: number }).status;
      return (
        <div role="alert" sx={{ maxWidth: 'container', mx: 'auto', p: 4 }}>
          <h1>Unexpected Application Error!</h1>
          <p sx={{ fontFamily: 'monospace' }}>
            {status ? `${status} ${error.message}` : error.message}
          </p>
        </div>
      );
    }
    return this.props.children;
  }
}
