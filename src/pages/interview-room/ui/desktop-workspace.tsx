import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { WorkspacePanes } from './workspace-panes';

/** A pane divider: a thin line that thickens in the primary colour on hover, drag and keyboard focus. */
const PaneDivider = styled(Separator)(({ theme }) => ({
  flex: '0 0 8px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  outline: 'none',
  '&::after': { content: '""', backgroundColor: (theme.vars ?? theme).palette.divider, borderRadius: 2, transition: 'background-color 120ms' },
  '&[aria-orientation="vertical"]::after': { width: 2, height: '100%' },
  '&[aria-orientation="horizontal"]::after': { height: 2, width: '100%' },
  '&:hover::after, &[data-separator="active"]::after, &:focus-visible::after': { backgroundColor: (theme.vars ?? theme).palette.primary.main },
  '&[aria-orientation="vertical"]:focus-visible::after': { width: 4 },
  '&[aria-orientation="horizontal"]:focus-visible::after': { height: 4 },
}));

const paneSx = { height: '100%', boxSizing: 'border-box', minWidth: 0 } as const;

/**
 * Wide screens: the question (and the call) on the left, the surface in the middle, the output under it; dividers
 * move by pointer or arrow keys, and each member's sizes are kept in this browser under their own id.
 */
export function DesktopWorkspace({ memberId, panes }: { memberId: number; panes: WorkspacePanes }) {
  const columns = useDefaultLayout({ id: `mockprep-room-columns-${memberId}` });
  const rows = useDefaultLayout({ id: `mockprep-room-rows-${memberId}` });
  return (
    <Group orientation="horizontal" defaultLayout={columns.defaultLayout} onLayoutChanged={columns.onLayoutChanged} style={{ flex: 1, minHeight: 0 }}>
      <Panel id="question" defaultSize="30%" minSize="280px" maxSize="55%">
        <Box sx={{ ...paneSx, display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5, pr: 0.5 }}>
          {panes.call(false)}
          {/* Focusable, so that a keyboard can scroll a long question that has no link or button in it. */}
          <Box component="section" aria-label="Question" tabIndex={0} sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
            {panes.question}
            {panes.meetingLink}
          </Box>
        </Box>
      </Panel>
      <PaneDivider aria-label="Resize the question pane" />
      <Panel id="work" minSize="40%">
        <Group orientation="vertical" defaultLayout={rows.defaultLayout} onLayoutChanged={rows.onLayoutChanged}>
          <Panel id="surface" defaultSize="62%" minSize="160px">
            <Box sx={{ ...paneSx, p: 1.5, pb: 0.5, pl: 0.5 }}>{panes.surface}</Box>
          </Panel>
          <PaneDivider aria-label="Resize the output pane" />
          <Panel id="output" defaultSize="38%" minSize="120px">
            <Box sx={{ ...paneSx, p: 1.5, pt: 0.5, pl: 0.5 }}>{panes.output}</Box>
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
