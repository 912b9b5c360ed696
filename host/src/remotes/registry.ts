import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RegistryEntry } from '@portal/contracts/client';
import { getContextPath } from '@portal/http';

let entries: RegistryEntry[] = [];
let initial: Promise<RegistryEntry[]> | null = null;

/** Reads /registry.json (served no-cache) and tells the federation runtime where each remote is. */
export async function loadRegistry(force = false): Promise<RegistryEntry[]> {
  const ctx = getContextPath();
  const res = await fetch(`${ctx}/registry.json`, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`registry ${res.status}`);
  const registry = (await res.json()) as Registry;
  if (!Array.isArray(registry?.remotes)) throw new Error('registry without remotes');
  entries = registry.remotes;
  registerRemotes(
    entries.map((e) => ({ name: e.name, entry: ctx + e.manifestUrl })),
    { force },
  );
  return entries;
}

export function registryEntry(name: string): RegistryEntry | undefined {
  return entries.find((e) => e.name === name);
}

/**
 * The start-up read of the registry, shared: the shell renders without waiting for it (the main page
 * needs no remote), and a remote route awaits the same promise before loading its area.
 */
export function registryReady(): Promise<RegistryEntry[]> {
  initial ??= loadRegistry().catch((error: unknown) => {
    initial = null; // a later remote route asks again
    throw error;
  });
  return initial;
}
