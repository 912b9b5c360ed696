import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registryReady } from './remotes/registry';
import '@portal/ui/styles.css';
import './shell/shell.css';

// The registry read starts now, beside the first render rather than before it.
registryReady().catch((error: unknown) => {
  // The shell still paints; each remote area then shows its retry message.
  console.warn('[portal] remote registry unavailable', error);
});
// A transition render yields to the browser every few milliseconds instead of one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
