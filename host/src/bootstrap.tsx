import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registryReady } from './remotes/registry';
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
    // The server sent the main page prerendered (host/prerender): adopt its DOM instead of replacing
    // it, so what is on screen (and the largest paint) stays put while the shell becomes interactive.
    hydrateRoot(container, <App />);
  } else {
    createRoot(container).render(<App />);
  }
});
