import { API_URL } from '@/shared/config';

declare global {
  interface Window {
    /** Where Excalidraw loads its fonts from (it falls back to a CDN, which the CSP refuses, when unset). */
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

/** Our server's copy of the installed Excalidraw's stylesheet and fonts (`server/src/excalidraw-files.ts`), never its CDN. */
const ownAssetPath = () => new URL(`/excalidraw/${process.env.EXCALIDRAW_VERSION}/`, API_URL || window.location.origin).href;

/** Points Excalidraw at our server for its fonts: set before it draws any text. */
export function pointExcalidrawAtOwnAssets(): void {
  window.EXCALIDRAW_ASSET_PATH = ownAssetPath();
}

let stylesheet: Promise<void> | null = null;

/**
 * Adds Excalidraw's stylesheet to the page once, from our server (not bundled: webpack's CSS support would put its
 * loader into /home's first load); resolves when it has loaded, or failed (the board then shows unstyled, not never).
 */
export function loadExcalidrawStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${ownAssetPath()}index.css`;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}
