import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRegistry } from './remotes/registry';
import '@portal/ui/styles.css';
import './shell/shell.css';

async function start() {
  try {
    await loadRegistry();
  } catch (error) {
    // The shell still paints; each remote area then shows its retry message.
    console.warn('[portal] remote registry unavailable', error);
  }
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
