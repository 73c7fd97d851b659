import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemoteComponent, loadedRemoteComponent, loadRemoteComponent, showingRemoteComponent } from './remoteComponents';

interface Props<P> {
  /** The federated module, e.g. "remote_cv/ExperiencePage". */
  id: string;
  props: P;
  loading: ReactNode;
  failed(retry: () => void): ReactNode;
}

interface Outcome<P> {
  attempt: number;
  component?: ComponentType<P> | undefined;
  failed?: boolean;
}

/**
 * A federated component in place, with a placeholder while it loads and Retry if it fails.
 *
 * Deliberately not React.lazy with Suspense: React holds back content revealed by a Suspense
 * boundary until 300 ms after its fallback appeared (to batch reveals), which made every first
 * section switch take about 350 ms even when the remote answered in 100. Loading in an effect and
 * rendering the component once it is there shows it as soon as it arrives.
 */
export function RemotePart<P extends object>({ id, props, loading, failed }: Props<P>) {
  const [outcome, setOutcome] = useState<Outcome<P>>(() => ({ attempt: 0, component: loadedRemoteComponent<P>(id) }));
  const { attempt, component: Component } = outcome;
  const waiting = !Component && !outcome.failed;

  useEffect(() => showingRemoteComponent(id), [id]);

  useEffect(() => {
    if (!waiting) return undefined;
    let current = true;
    loadRemoteComponent<P>(id).then(
      (component) => current && setOutcome({ attempt, component }),
      () => current && setOutcome({ attempt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, waiting]);

  const retry = () => {
    forgetRemoteComponent(id);
    setOutcome({ attempt: attempt + 1 });
  };

  if (outcome.failed) return failed(retry);
  if (!Component) return loading;
  return (
    <RemoteErrorBoundary onRetry={retry} fallback={failed}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}
