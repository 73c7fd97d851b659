import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed part; `retry` re-renders the children from scratch. */
  fallback(retry: () => void, error: Error): ReactNode;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that is down, hangs, or whose chunk fails, so only that part is replaced. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
