import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import type { RoomSurface, RoomSurfaceProps } from '@/entities/room';
import { SectionLoader } from '@/shared/ui';
import { loadExcalidrawStylesheet, pointExcalidrawAtOwnAssets } from '../lib/own-assets';
import { useFirstShown } from '../model/use-first-shown';

const WhiteboardBoard = lazy(async () => {
  pointExcalidrawAtOwnAssets();
  const [board] = await Promise.all([import(/* webpackChunkName: "whiteboard" */ './whiteboard-board'), loadExcalidrawStylesheet()]);
  return board;
});

/** The whiteboard surface: its board (and Excalidraw) load the first time it is shown. */
function WhiteboardSurface(props: RoomSurfaceProps) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useFirstShown(frame);
  return (
    <Box ref={frame} sx={{ height: '100%', minHeight: 0 }}>
      {shown && (
        <Suspense fallback={<SectionLoader label="Loading the whiteboard" />}>
          <WhiteboardBoard {...props} />
        </Suspense>
      )}
    </Box>
  );
}

export const WHITEBOARD_SURFACE: RoomSurface = { id: 'whiteboard', label: 'Whiteboard', component: WhiteboardSurface };
