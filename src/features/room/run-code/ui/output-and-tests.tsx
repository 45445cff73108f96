import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const PANES = [
  { id: 'output', label: 'Console' },
  { id: 'tests', label: 'Tests' },
] as const;

type Pane = (typeof PANES)[number]['id'];

/**
 * The pane under the code: the run's output or the test results, one at a time by tabs, both kept mounted (a run
 * or a test run in progress goes on, and Ctrl+Enter still runs, whichever is shown). Tests belong under the code
 * they test rather than in place of it, so they are not a surface of their own.
 */
export function OutputAndTests({ output, tests }: { output: ReactNode; tests: ReactNode }) {
  const [shown, setShown] = useState<Pane>('output');
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {/* 44 px: a touch target on a phone, as every control in the room. */}
      <Tabs value={shown} onChange={(_event, next: Pane) => setShown(next)} aria-label="Output or tests" sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, py: 0.5 } }}>
        {PANES.map((pane) => (
          <Tab key={pane.id} value={pane.id} label={pane.label} id={`output-tab-${pane.id}`} aria-controls={`output-panel-${pane.id}`} />
        ))}
      </Tabs>
      <Box id="output-panel-output" role="tabpanel" aria-labelledby="output-tab-output" hidden={shown !== 'output'} sx={{ flex: 1, minHeight: 0 }}>
        {output}
      </Box>
      <Box id="output-panel-tests" role="tabpanel" aria-labelledby="output-tab-tests" hidden={shown !== 'tests'} sx={{ flex: 1, minHeight: 0 }}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', overflow: 'auto', boxSizing: 'border-box' }}>
          {tests}
        </Paper>
      </Box>
    </Box>
  );
}
