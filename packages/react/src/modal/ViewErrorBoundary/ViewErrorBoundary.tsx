import { Component, type ReactNode } from 'react';
import { AlertIcon } from '../icons.tsx';
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx';

interface Props {
  children: ReactNode;
  /** What the failure says and its button, in the widget's locale. */
  texts: { failed: string; retry: string };
}

/** Catches a view whose chunk failed to load (offline, redeploy) and offers to load it again. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { failed, retry } = this.props.texts;
    return (
      <ViewFrame name="Error" variant="center">
        <span className="empty__icon">
          <AlertIcon size={28} />
        </span>
        <p className="hint">{failed}</p>
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            data-autofocus=""
            onClick={() => this.setState({ failed: false })}
          >
            {retry}
          </button>
        </div>
      </ViewFrame>
    );
  }
}
