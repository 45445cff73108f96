import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RoomSurface, RoomSurfaceProps } from '@/entities/room';

interface RoomSurfacesProps extends RoomSurfaceProps {
  surfaces: readonly RoomSurface[];
  /** The surface that fits the round (the whiteboard for a system design question), once known; else the first. */
  opening?: string;
}

/**
 * The middle of the workspace: one surface at a time, chosen by tabs once there is more than one, opening on the one
 * that fits the round. Every surface stays mounted (hidden when not chosen), so switching keeps an editor's scroll
 * and selection.
 */
export function RoomSurfaces({ surfaces, opening, ...props }: RoomSurfacesProps) {
  // The member's own pick stands until the next round, or until the round's opening surface becomes known.
  const [picked, setPicked] = useState<{ id: string; round: number; opening: string | undefined } | null>(null);
  const shown = picked && picked.round === props.round && picked.opening === opening ? picked.id : (opening ?? surfaces[0]?.id);
  const tabbed = surfaces.length > 1;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {tabbed && (
        <Tabs value={shown} onChange={(_event, id: string) => setPicked({ id, round: props.round, opening })} aria-label="Surfaces">
          {surfaces.map((surface) => (
            <Tab key={surface.id} value={surface.id} label={surface.label} id={`surface-tab-${surface.id}`} aria-controls={`surface-panel-${surface.id}`} />
          ))}
        </Tabs>
      )}
      {surfaces.map(({ id, component: Surface }) => (
        <Box
          key={id}
          id={`surface-panel-${id}`}
          role={tabbed ? 'tabpanel' : undefined}
          aria-labelledby={tabbed ? `surface-tab-${id}` : undefined}
          hidden={id !== shown}
          sx={{ flex: 1, minHeight: 0 }}
        >
          <Surface {...props} />
        </Box>
      ))}
    </Box>
  );
}
