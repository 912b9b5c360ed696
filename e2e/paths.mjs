// Fixed folders for one e2e run (the config is evaluated in every worker, so nothing random here).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_PORT = 18_080;
export const e2ePort = Number(process.env.E2E_PORT || DEFAULT_PORT);
// A run on another port (one spec beside a running suite) keeps its own data and deploy folders. Decided
// by the port, not by whether E2E_PORT is set: the web servers get it from the config, the workers may not.
export const e2eTmp = path.join(repoRoot, '.test-tmp', e2ePort === DEFAULT_PORT ? 'e2e' : `e2e-${e2ePort}`);
export const e2eDeployDir = path.join(e2eTmp, 'deploy');
export const e2eDataDir = path.join(e2eTmp, 'data');
// Migrated and seeded once per run (start-server.mjs); every server of the run starts from a copy of it
export const e2eSeededDir = path.join(e2eTmp, 'data-seeded');
export const baseURL = `http://localhost:${e2ePort}`;

// The second server: the same build and deploy folder, served under an app context path.
export const contextPath = '/portal';
export const contextPort = e2ePort + 1;
export const contextDataDir = path.join(e2eTmp, 'data-context');
/** Origin of the context-path server (pages are under `${contextOrigin}${contextPath}/`). */
export const contextOrigin = `http://localhost:${contextPort}`;
export const contextBaseURL = `${contextOrigin}${contextPath}`;
