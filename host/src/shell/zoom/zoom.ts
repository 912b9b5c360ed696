import { clampZoom, useSession, ZOOM_DEFAULT } from '@portal/session';

/** localStorage key of the remembered zoom level. */
export const ZOOM_STORAGE_KEY = 'portal.zoom';

/** The remembered zoom, or the default when nothing (valid) is stored or storage is blocked. */
export function readStoredZoom(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  try {
    const raw = storage?.getItem(ZOOM_STORAGE_KEY);
    return raw == null ? ZOOM_DEFAULT : clampZoom(raw);
  } catch {
    return ZOOM_DEFAULT;
  }
}

export function storeZoom(zoom: number, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage) {
  try {
    if (zoom === ZOOM_DEFAULT) storage?.removeItem(ZOOM_STORAGE_KEY);
    else storage?.setItem(ZOOM_STORAGE_KEY, String(zoom));
  } catch {
    // private mode or storage disabled: the level still applies to this page
  }
}

/**
 * Applies the zoom to the page: CSS `zoom` on the root element scales text, boxes and images
 * together and the layout re-flows into the narrower CSS width, so nothing is cut off (unlike a
 * transform). 100 % removes the property.
 */
export function applyZoom(root: HTMLElement, zoom: number) {
  if (zoom === ZOOM_DEFAULT) root.style.removeProperty('zoom');
  else root.style.setProperty('zoom', String(zoom / 100));
  root.dataset.zoom = String(zoom);
}

/** Reads the remembered level into the store, then keeps page and storage in step with it. */
export function startZoom(root: HTMLElement = document.documentElement): () => void {
  useSession.getState().setZoom(readStoredZoom());
  applyZoom(root, useSession.getState().zoom);
  return useSession.subscribe((s, prev) => {
    if (s.zoom === prev.zoom) return;
    applyZoom(root, s.zoom);
    storeZoom(s.zoom);
  });
}
