import { Component, type ReactNode } from 'react';

interface PanelBoundaryProps {
  /** What shows instead of the panel after it failed; `retry` mounts it again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before the panel mounts again (to start a fresh chunk load). */
  onRetry?: () => void;
  children: ReactNode;
}

/** Keeps a panel's failure (its chunk did not load, or it crashed) inside the panel: the page around it stays. */
export class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
