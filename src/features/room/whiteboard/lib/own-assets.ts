import { API_URL } from '@/shared/config';

declare global {
  interface Window {
    /** Where Excalidraw loads its fonts from (it falls back to a CDN, which the CSP refuses, when unset). */
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

/** Our server's copy of the installed Excalidraw's stylesheet and fonts (`server/src/excalidraw-files.ts`), never its CDN. */
const ownAssetPath = () => new URL(`/excalidraw/${process.env.EXCALIDRAW_VERSION}/`, API_URL || window.location.origin).href;

const SOURCE = /url\(([^)]*)\)\s*(?:format\([^)]*\))?/g;

/** A font face's `src` (as Excalidraw writes it: `url(…) format(…), …`) with only the sources under `base`, or as it was when none is. */
function ownFontSources(source: string, base: string): string {
  const own = [...source.matchAll(SOURCE)].filter(([, url]) => url.startsWith(base)).map(([whole]) => whole);
  return own.length > 0 ? own.join(', ') : source;
}

let ownFontFaces = false;

/**
 * Excalidraw 0.18 gives every font face it makes two sources, EXCALIDRAW_ASSET_PATH's and then its CDN's (esm.sh),
 * and Chromium checks each source against the CSP as the face is made, before any is needed: the CDN's is refused
 * then, one CSP violation per face (80-odd as the board opens), although the text always loads from ours. Excalidraw
 * offers no way to drop that fallback, so the faces it makes (it calls the global `FontFace`) keep only our sources.
 */
function keepOwnFontSources(base: string): void {
  if (ownFontFaces) return;
  ownFontFaces = true;
  const NativeFontFace = window.FontFace;
  window.FontFace = class extends NativeFontFace {
    constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
      super(family, typeof source === 'string' ? ownFontSources(source, base) : source, descriptors);
    }
  };
}

/** Points Excalidraw at our server for its fonts, and only there: set before it makes any font face. */
export function pointExcalidrawAtOwnAssets(): void {
  window.EXCALIDRAW_ASSET_PATH = ownAssetPath();
  keepOwnFontSources(window.EXCALIDRAW_ASSET_PATH);
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
