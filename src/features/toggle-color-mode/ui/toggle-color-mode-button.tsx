import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useColorMode } from '@/shared/lib/color-mode';
import { useHydrated } from '@/shared/lib/hydration';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

/**
 * Flips between light and dark. MUI keeps the choice in localStorage and, until the visitor picks one,
 * follows the system's prefers-color-scheme.
 * A native `title` hint rather than MUI's Tooltip: the button is on every screen, and Tooltip brings Popper
 * and its transitions into every first load.
 */
export function ToggleColorModeButton() {
  const { setMode } = useColorScheme();
  const hydrated = useHydrated();
  const shown = useColorMode();
  // The prerendered page cannot know the scheme and says light; hydration must render what it served.
  const current = hydrated ? shown : 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <IconButton color="inherit" aria-label={label} title={label} aria-disabled={hydrated ? undefined : true} onClick={() => setMode(next)}>
      {current === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
