import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

/**
 * Flips between light and dark. MUI keeps the choice in localStorage and, until the visitor picks one,
 * follows the system's prefers-color-scheme.
 */
export function ToggleColorModeButton() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = mode === 'system' || !mode ? (systemMode ?? 'light') : mode;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(next)}>
        {current === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
