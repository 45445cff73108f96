import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Excalidraw } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { RoomSurfaceProps } from '@/entities/room';
import { useColorMode } from '@/shared/lib/color-mode';
import { readWhiteboardElements } from '../lib/whiteboard-elements';
import { usePartnerPointers } from '../model/use-partner-pointers';
import type { WhiteboardElement } from '../model/types';
import { useNamedMenuButton } from '../model/use-named-menu-button';
import { useWhiteboardBinding } from '../model/use-whiteboard-binding';
import { ExportButtons } from './export-buttons';

/** What the board offers: no image tool (an image's bytes would go into the shared document), no files, no AI. */
const UI_OPTIONS = {
  tools: { image: false },
  canvasActions: { loadScene: false, saveToActiveFile: false, export: false, saveAsImage: false, toggleTheme: false },
} as const;

/**
 * The round's shared whiteboard (Excalidraw), bound to the room's Yjs document; its own lazy chunk, loaded the first
 * time the surface is shown. Undo is Excalidraw's own history, which only ever holds this member's changes.
 */
export default function WhiteboardBoard({ connection, round }: RoomSurfaceProps) {
  const colorMode = useColorMode();
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const [shapes, setShapes] = useState(0);
  const binding = useWhiteboardBinding(api, connection.doc, round);
  const { onPointerUpdate, pointing } = usePartnerPointers(api, connection.awareness, round);
  const board = useRef<HTMLDivElement>(null);
  useNamedMenuButton(board, 'Whiteboard menu');

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
        {/* The canvas is invisible to a screen reader: this line says what is on it. */}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {shapes === 1 ? '1 shape' : `${shapes} shapes`} on the whiteboard
        </Typography>
        {/* Outside the live region: a pointer coming and going is not read out each time. */}
        {pointing && (
          <Typography variant="body2" color="text.secondary">
            {pointing} pointing at it
          </Typography>
        )}
        <ExportButtons api={api} round={round} empty={shapes === 0} />
      </Stack>
      <Box ref={board} sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <Excalidraw
          excalidrawAPI={setApi}
          // Read when Excalidraw sets its scene up (after mounting, replacing whatever it was given before): the board
          // as the document holds it then, copied (Excalidraw mutates its elements; these are the document's).
          initialData={() => ({ elements: JSON.parse(JSON.stringify(readWhiteboardElements(connection.doc, round))) as WhiteboardElement[] })}
          theme={colorMode}
          isCollaborating
          aiEnabled={false}
          UIOptions={UI_OPTIONS}
          onChange={(elements) => {
            binding?.localChanged(elements);
            setShapes(elements.reduce((count, element) => (element.isDeleted ? count : count + 1), 0));
          }}
          onPointerUpdate={onPointerUpdate}
        />
      </Box>
    </Box>
  );
}
