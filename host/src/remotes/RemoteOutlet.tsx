import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteArea } from '@portal/contracts/client';
import { Spinner, type AreaAppProps } from '@portal/ui';
import { loadRegistry, registryEntry } from './registry';

type AreaApp = ComponentType<AreaAppProps>;
const apps = new Map<string, ComponentType<AreaAppProps>>();
const QueryProvider = lazy(() => import('./query-provider'));

function remoteApp(area: RemoteArea): AreaApp {
  let app = apps.get(area);
  if (!app) {
    app = lazy(async () => {
      if (!registryEntry(area)) throw new Error(`remote ${area} is not in the registry`);
      const mod = await loadRemote<{ default: AreaApp }>(`${area}/App`);
      if (!mod?.default) throw new Error(`remote ${area} did not load`);
      return mod;
    });
    apps.set(area, app);
  }
  return app;
}

class RemoteBoundary extends Component<
  { area: RemoteArea; onRetry: () => Promise<void>; children: ReactNode },
  { failed: boolean; retrying: boolean }
> {
  state = { failed: false, retrying: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`[portal] remote '${this.props.area}' failed to load`, error);
  }
  retry = () => {
    this.setState({ retrying: true });
    void this.props.onRetry(); // remounts this boundary with a new key
  };
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="status-page" role="alert" aria-labelledby="remote-error-title" data-remote-error={this.props.area}>
        <p className="status-page__badge">일시적 오류</p>
        <h1 id="remote-error-title" className="status-page__title">
          화면을 불러오지 못했습니다
        </h1>
        <p className="status-page__text">
          네트워크가 불안정하거나 서비스를 점검하고 있을 수 있습니다. 잠시 후 다시 시도해 주십시오.
          <br />
          입력하신 내용이 있다면 이 창을 닫지 말고 다시 시도해 주십시오.
        </p>
        <div className="status-page__actions">
          <button type="button" className="btn btn-primary" onClick={this.retry} disabled={this.state.retrying}>
            {this.state.retrying ? '다시 불러오는 중…' : '다시 시도'}
          </button>
          <a className="btn btn-secondary" href="tel:132">
            전화 상담 132
          </a>
        </div>
      </section>
    );
  }
}

/** Mounts the area's remote inside the layout; a remote that is down shows a retry, never a blank page. */
export function RemoteOutlet({ area, routePath }: { area: RemoteArea; routePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const App = remoteApp(area);
  const onRetry = async () => {
    apps.delete(area);
    try {
      await loadRegistry(true);
    } catch {
      // the boundary shows the message again
    } finally {
      setAttempt((n) => n + 1);
    }
  };
  return (
    <RemoteBoundary key={`${area}:${attempt}`} area={area} onRetry={onRetry}>
      <Suspense fallback={<Spinner label="화면을 불러오는 중입니다" />}>
        <QueryProvider>
          <App routePath={routePath} />
        </QueryProvider>
      </Suspense>
    </RemoteBoundary>
  );
}
