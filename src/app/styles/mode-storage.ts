import type { StorageManager } from '@mui/material/styles';

/** MUI's key for the chosen colour mode (light, dark or system); the cookie of the same name tells the server (static-files.ts). */
export const MODE_KEY = 'mui-mode';
const YEAR_SECONDS = 31_536_000;

/**
 * MUI's own storage (localStorage, shared across tabs), plus a cookie for the mode: the server marks the
 * prerendered page's <html> with a saved choice, which no stylesheet could read from localStorage, so a visitor
 * who picked dark on a light system sees no light first frame.
 */
export const modeStorage: StorageManager = ({ key }) => {
  const remember = (value: string) => {
    if (key === MODE_KEY) document.cookie = `${MODE_KEY}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  };
  return {
    get(defaultValue) {
      // Rendering at build time (app/prerender): no saved choice.
      if (typeof window === 'undefined') return undefined;
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(key);
      } catch {
        // Storage blocked: follow the system.
      }
      // A choice saved before the cookie existed reaches the server from now on.
      if (stored) remember(stored);
      return stored || defaultValue;
    },
    set(value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
      remember(value);
    },
    subscribe(handler) {
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};
