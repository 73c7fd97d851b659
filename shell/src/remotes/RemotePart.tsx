import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemoteComponent, remoteComponent } from './remoteComponents';

interface Props<P> {
  /** The federated module, e.g. "remote_cv/ExperiencePage". */
  id: string;
  props: P;
  loading: ReactNode;
  failed(retry: () => void): ReactNode;
}

/** A federated component in place, with a placeholder while it loads and Retry if it fails. */
export function RemotePart<P extends object>({ id, props, loading, failed }: Props<P>) {
  const [, setAttempt] = useState(0);
  const Component = remoteComponent<P>(id) as ComponentType<P>;
  return (
    <RemoteErrorBoundary
      onRetry={() => {
        forgetRemoteComponent(id);
        setAttempt((n) => n + 1);
      }}
      fallback={failed}
    >
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
