import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { roundTextName, type RoomLanguage, type RoundNumber } from '@/entities/room';
import type { RoomConnection } from '@/shared/lib/room-connection';
import { SectionLoader } from '@/shared/ui';

// CodeMirror and its language packs load with the editor, after the page itself.
const CodeEditor = lazy(() => import('@/widgets/code-editor').then((slice) => ({ default: slice.CodeEditor })));

interface RoundEditorsProps {
  connection: RoomConnection;
  round: RoundNumber;
  language: RoomLanguage;
}

/** A tab per round that has started: the current round's code is shared and editable, an earlier round's readable. */
export function RoundEditors({ connection, round, language }: RoundEditorsProps) {
  const [shown, setShown] = useState<RoundNumber>(round);
  // When either member swaps roles, both follow to the new round's editor.
  useEffect(() => setShown(round), [round]);
  const editable = shown === round;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {round === 2 && (
        <Tabs value={shown} onChange={(_event, value: RoundNumber) => setShown(value)} aria-label="Code of each round" sx={{ mb: 1 }}>
          <Tab value={1} label="Round 1" id="round-tab-1" aria-controls="round-panel" />
          <Tab value={2} label="Round 2" id="round-tab-2" aria-controls="round-panel" />
        </Tabs>
      )}
      <Box
        id="round-panel"
        role={round === 2 ? 'tabpanel' : undefined}
        aria-labelledby={round === 2 ? `round-tab-${shown}` : undefined}
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        {!editable && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Round {shown}&apos;s code, read-only.
          </Typography>
        )}
        <Suspense fallback={<SectionLoader label="Loading the editor" />}>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <CodeEditor
              key={shown}
              text={connection.doc.getText(roundTextName(shown))}
              awareness={connection.awareness}
              language={language}
              readOnly={!editable}
              ariaLabel={editable ? 'Shared code editor' : `Round ${shown} code (read-only)`}
            />
          </Box>
        </Suspense>
      </Box>
    </Box>
  );
}
