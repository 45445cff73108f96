import Button from '@mui/material/Button';
import { exportToBlob, exportToSvg } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { RoundNumber } from '@contracts/room-document';
import { downloadBlob } from '@/shared/lib/download';

/** The drawing as a picture, for either member at any time (during the round or after it), on a white background. */
export function ExportButtons({ api, round, empty }: { api: ExcalidrawImperativeAPI | null; round: RoundNumber; empty: boolean }) {
  const scene = () => ({
    elements: api!.getSceneElements(),
    appState: { ...api!.getAppState(), exportBackground: true, exportWithDarkMode: false },
    files: null,
  });
  const name = `whiteboard-round-${round}`;
  return (
    <>
      <Button size="small" disabled={!api || empty} onClick={async () => downloadBlob(`${name}.png`, (await exportToBlob({ ...scene(), mimeType: 'image/png' })) as Blob)}>
        Export PNG
      </Button>
      <Button
        size="small"
        disabled={!api || empty}
        onClick={async () => {
          // Fonts are named, not inlined: Excalidraw inlines them through a WebAssembly subsetter the page's CSP refuses,
          // and then points the file at its CDN instead.
          const svg: SVGSVGElement = await exportToSvg({ ...scene(), skipInliningFonts: true });
          downloadBlob(`${name}.svg`, new Blob([svg.outerHTML], { type: 'image/svg+xml' }));
        }}
      >
        Export SVG
      </Button>
    </>
  );
}
