import { useColorScheme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/**
 * The colour scheme on screen. The theme's colours are CSS variables (app/styles/theme.ts), so `theme.palette`
 * holds the light scheme's values whichever is shown: what is drawn outside CSS (CodeMirror's highlighting,
 * Excalidraw's theme) asks this instead. Until the system's preference is known, light.
 */
export function useColorMode(): ColorMode {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' || !mode ? systemMode : mode;
  return resolved === 'dark' ? 'dark' : 'light';
}
