import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { exportToSvg } from '@excalidraw/excalidraw';
import type { WhiteboardElement } from '../model/types';

/**
 * A read-only picture of whiteboard shapes: Excalidraw's own SVG export, so it looks as the board did. Each new set
 * of shapes replaces the picture once its export is done; an older export finishing later is dropped.
 */
export default function WhiteboardPicture({ elements, label }: { elements: readonly WhiteboardElement[]; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void exportToSvg({ elements, appState: { exportBackground: false }, files: null, skipInliningFonts: true }).then((svg: SVGSVGElement) => {
      if (!current || !frame.current) return;
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', label);
      svg.style.maxWidth = '100%';
      svg.style.height = 'auto';
      frame.current.replaceChildren(svg);
    });
    return () => {
      current = false;
    };
  }, [elements, label]);
  return <Box ref={frame} sx={{ p: 1, overflow: 'auto', bgcolor: 'background.paper', color: 'text.primary' }} />;
}
