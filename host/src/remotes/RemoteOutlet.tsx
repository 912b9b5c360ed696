import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from '@portal/router';
import type { RemoteArea } from '@portal/contracts/client';
import { ErrorPage, Spinner, type AreaAppProps } from '@portal/ui';
import { reloadAfterChunkFailure } from '../shell/build-update';
import { describeError, isChunkLoadError } from '../shell/navigation/errors';
import { loadRegistry, registryEntry, registryReady } from './registry';
import { HydrationMark, partHydrated, useExpectHydration, serverRenderedPage, useHydrating, useServerRender, type ServerRender } from './server-render';

/** The remote (its registry entry, manifest, remoteEntry or exposed chunk) could not be fetched. */
class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

type AreaApp = ComponentType<AreaAppProps>;
const apps = new Map<string, ComponentType<AreaAppProps>>();
const QueryProvider = lazy(() => import('./query-provider'));

function remoteApp(area: RemoteArea): AreaApp {
  let app = apps.get(area);
  if (!app) {
    app = lazy(async () => {
      try {
        await registryReady();
      } catch (error) {
        throw new RemoteLoadError(`registry unavailable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!registryEntry(area)) throw new RemoteLoadError(`remote ${area} is not in the registry`);
      let mod: { default: AreaApp } | null | undefined;
      try {
        mod = await loadRemote<{ default: AreaApp }>(`${area}/App`);
      } catch (error) {
        throw new RemoteLoadError(`remote ${area} did not load: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!mod?.default) throw new RemoteLoadError(`remote ${area} did not load`);
      return mod;
    });
    apps.set(area, app);
  }
  return app;
}

type BoundaryState = { failed: false } | { failed: true; kind: 'load' | 'reloading' | 'page'; error: unknown; retrying: boolean };

/**
 * Around every remote mount. A remote that cannot be fetched first gets the one full reload of the
 * build-update rule (a new deploy replaced its chunks; guarded by a cookie so it cannot loop), then
 * the Korean message with 다시 시도. An error of the page itself is logged and shown as the generic
 * error page (spec section 8: errors while mounting go to the error handler) inside the layout.
 */
class RemoteBoundary extends Component<
  { area: RemoteArea; targetPath: string; onRetry: () => Promise<void>; children: ReactNode },
  BoundaryState
> {
  state: BoundaryState = { failed: false };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, kind: isChunkLoadError(error) ? 'load' : 'page', error, retrying: false };
  }
  componentDidCatch(error: unknown) {
    // a server-rendered page whose remote failed is the app's now too (it shows the message)
    partHydrated('remote');
    if (isChunkLoadError(error)) {
      console.warn(`[portal] remote '${this.props.area}' failed to load`, error);
      if (reloadAfterChunkFailure(this.props.targetPath)) this.setState({ failed: true, kind: 'reloading', error, retrying: false });
    } else {
      console.error(`[portal] page of remote '${this.props.area}' failed: ${describeError(error, false).log}`);
    }
  }
  retry = () => {
    if (!this.state.failed) return;
    this.setState({ ...this.state, retrying: true });
    void this.props.onRetry(); // remounts this boundary with a new key
  };
  render() {
    const s = this.state;
    if (!s.failed) return this.props.children;
    if (s.kind === 'reloading') return <Spinner label="새 화면을 불러오고 있습니다" />;
    if (s.kind === 'page') {
      const info = describeError(s.error, false);
      return <ErrorPage status={info.status} statusMessage={info.statusMessage} />;
    }
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
          <button type="button" className="btn btn-primary" onClick={this.retry} disabled={s.retrying}>
            {s.retrying ? '다시 불러오는 중…' : '다시 시도'}
          </button>
          <a className="btn btn-secondary" href="tel:132">
            전화 상담 132
          </a>
        </div>
      </section>
    );
  }
}

const loadingLabel = '화면을 불러오는 중입니다';

/**
 * The remote's page on the server: its content when the server renders it, else the loading state the
 * browser starts from. The same Suspense boundary as in the browser, so the markup hydrates.
 */
function ServerOutlet({ server, routePath }: { server: ServerRender; routePath: string }) {
  if (!server.app) return <Spinner label={loadingLabel} />;
  const { app: App, Provider } = server;
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <Provider>
        <App routePath={routePath} />
      </Provider>
    </Suspense>
  );
}

/**
 * Mounts the area's remote inside the layout; a remote that is down shows a retry, never a blank page.
 * On the server it renders through the remote's server build (ServerOutlet). In the browser, a page the
 * server rendered hydrates once its remote has loaded (its markup stays meanwhile); a page it did not
 * render starts from the same loading state, then loads.
 */
export function RemoteOutlet({ area, routePath }: { area: RemoteArea; routePath: string }) {
  const server = useServerRender();
  // Nothing here may re-render while the server's markup waits for its remote: an update reaching a
  // boundary that has not hydrated yet makes React drop that markup and render it anew.
  const rendered = !server && serverRenderedPage?.area === area && serverRenderedPage.route === routePath;
  useExpectHydration('remote', rendered);
  if (server) return <ServerOutlet server={server} routePath={routePath} />;
  return rendered ? <BrowserOutlet area={area} routePath={routePath} /> : <ClientOutlet area={area} routePath={routePath} />;
}

/** A page the server sent as its loading state: that state while hydrating, then the remote. */
function ClientOutlet({ area, routePath }: { area: RemoteArea; routePath: string }) {
  return useHydrating() ? <Spinner label={loadingLabel} /> : <BrowserOutlet area={area} routePath={routePath} />;
}

function BrowserOutlet({ area, routePath }: { area: RemoteArea; routePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname, search, hash } = useLocation();
  const App = remoteApp(area);
  const onRetry = async () => {
    // The server's page preloaded its remote's files; a failed preload answers the same address again
    // from the browser's preload cache, so on that page 다시 시도 loads the page anew.
    if (document.querySelector('link[rel="preload"][as="script"]')) {
      window.location.reload();
      return;
    }
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
    <RemoteBoundary key={`${area}:${attempt}`} area={area} targetPath={pathname + search + hash} onRetry={onRetry}>
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <QueryProvider>
          <App routePath={routePath} />
          <HydrationMark part="remote" />
        </QueryProvider>
      </Suspense>
    </RemoteBoundary>
  );
}
