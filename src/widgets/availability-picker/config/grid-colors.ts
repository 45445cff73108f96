import { teal } from '@mui/material/colors';
import type { Theme } from '@mui/material/styles';

export interface GridColors {
  selected: string;
  unselected: string;
}

/**
 * The CSS custom properties every part of the picker paints with (cells, phone toggles, hover), one set per
 * colour scheme: light mode keeps SPEC's defaults (teal.400 on gray.100); on a dark page an unavailable cell is
 * the theme's grey.800, not gray.100's near-white, and an available one the lighter teal.300. Colours the caller
 * passes win in both schemes. `theme.applyStyles` works whether or not the theme uses CSS variables.
 */
export function gridColorVariables(theme: Theme, custom: Partial<GridColors>) {
  const scheme = (defaults: GridColors, hoverFilter: string) => {
    const selected = custom.selected ?? defaults.selected;
    const unselected = custom.unselected ?? defaults.unselected;
    return {
      '--grid-selected': selected,
      '--grid-selected-text': theme.palette.getContrastText(selected),
      '--grid-unselected': unselected,
      '--grid-unselected-text': theme.palette.getContrastText(unselected),
      '--grid-hover-filter': hoverFilter,
    };
  };
  return {
    ...scheme({ selected: teal[400], unselected: theme.palette.grey[100] }, 'brightness(0.92)'),
    ...theme.applyStyles('dark', scheme({ selected: teal[300], unselected: theme.palette.grey[800] }, 'brightness(1.3)')),
  };
}
