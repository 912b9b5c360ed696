import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registryReady } from './remotes/registry';
import { isChunkLoadError } from './shell/navigation/errors';
import '@portal/ui/styles.css';
import './shell/shell.css';

// The registry read starts now, beside the first render rather than before it.
registryReady().catch((error: unknown) => {
  // The shell still paints; each remote area then shows its retry message.
  console.warn('[portal] remote registry unavailable', error);
});
const container = document.getElementById('root')!;
// In a transition React yields to the browser every few milliseconds instead of one long task.
startTransition(() => {
  if (container.hasAttribute('data-prerendered')) {
    // The server sent the page rendered (the main page at build time by host/prerender): adopt its DOM
    // instead of replacing it, so what is on screen (and the largest paint) stays put while the shell becomes interactive.
    // The same for any page the server rendered (server/src/ssr): a remote's page keeps the server's
    // markup until its remote has loaded, then hydrates. A mismatch would be a bug: say so plainly.
    hydrateRoot(container, <App />, {
      onRecoverableError: (error) => {
        // a remote that could not load while its server markup waited: the remote's boundary says so on screen
        const cause = (error as { cause?: unknown })?.cause;
        if (isChunkLoadError(cause)) console.warn('[portal] a server-rendered part could not hydrate: its remote did not load', cause);
        else console.error('[portal] hydration mismatch', error);
      },
    });
  } else {
    createRoot(container).render(<App />);
  }
});
