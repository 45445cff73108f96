import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { SectionLoader } from '@/shared/ui';
import { pointExcalidrawAtOwnAssets } from '../lib/own-assets';
import type { WhiteboardElement } from '../model/types';

const WhiteboardPicture = lazy(() => {
  pointExcalidrawAtOwnAssets();
  return import(/* webpackChunkName: "whiteboard-picture" */ './whiteboard-picture');
});

/** The whiteboard as it was (the replay, an admin's reading of a reported room): a picture, no editor. */
export function WhiteboardSnapshot({ elements }: { elements: readonly WhiteboardElement[] }) {
  const count = elements.length === 1 ? '1 shape' : `${elements.length} shapes`;
  if (elements.length === 0) return <Typography color="text.secondary">Nothing on the whiteboard at this moment.</Typography>;
  return (
    <Suspense fallback={<SectionLoader label="Loading the whiteboard" />}>
      <WhiteboardPicture elements={elements} label={`The whiteboard at this moment: ${count}`} />
    </Suspense>
  );
}
