import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailItem {
  label: string;
  /** Shown as '—' when empty. */
  value: ReactNode;
}

/** Label and value pairs: side by side on wide screens, stacked on phones. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.5 }, m: 0 }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null ? '—' : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
