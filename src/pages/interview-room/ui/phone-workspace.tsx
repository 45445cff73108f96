import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WorkspacePanes } from './workspace-panes';

type PhoneTab = 'question' | 'code' | 'output' | 'call';

const PHONE_TABS: ReadonlyArray<{ id: PhoneTab; label: string }> = [
  { id: 'question', label: 'Question' },
  { id: 'code', label: 'Code' },
  { id: 'output', label: 'Output' },
  { id: 'call', label: 'Call' },
];

/**
 * Narrow screens: one pane at a time under tabs, opening on the code. Off the Call tab the call is a small
 * floating tile, so the partner stays in view while the member types. Every pane stays mounted (hidden when not
 * chosen): the editor keeps its place and Ctrl+Enter runs from any tab.
 */
export function PhoneWorkspace({ panes }: { panes: WorkspacePanes }) {
  const [tab, setTab] = useState<PhoneTab>('code');
  const content: Record<PhoneTab, ReactNode> = {
    question: panes.question,
    code: panes.surface,
    output: panes.output,
    call: (
      <Stack spacing={2}>
        {tab === 'call' && panes.call(false)}
        {panes.meetingLink}
      </Stack>
    ),
  };
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={(_event, value: PhoneTab) => setTab(value)} variant="fullWidth" aria-label="Room panes" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {PHONE_TABS.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} id={`room-tab-${id}`} aria-controls={`room-panel-${id}`} sx={{ minWidth: 0, px: 1 }} />
        ))}
      </Tabs>
      {PHONE_TABS.map(({ id }) => (
        <Box
          key={id}
          id={`room-panel-${id}`}
          role="tabpanel"
          aria-labelledby={`room-tab-${id}`}
          hidden={tab !== id}
          // The question may be long text with nothing focusable in it: the keyboard can still scroll it.
          tabIndex={id === 'question' ? 0 : undefined}
          sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1 }}
        >
          {content[id]}
        </Box>
      ))}
      {tab !== 'call' && (
        <Box sx={{ position: 'fixed', right: 8, bottom: 8, width: 200, zIndex: 'speedDial', boxShadow: 6, borderRadius: 1 }}>{panes.call(true)}</Box>
      )}
    </Box>
  );
}
