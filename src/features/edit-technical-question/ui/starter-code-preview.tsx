import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { STARTER_CODE_LANGUAGES, starterCode, type StarterCodeLanguage, type TestSpec } from '@/entities/question';

interface StarterCodePreviewProps {
  signature: Pick<TestSpec, 'functionName' | 'parameters' | 'returnType'>;
}

/** The stub the room offers the candidate, read-only, in each language the room runs tests in. */
export function StarterCodePreview({ signature }: StarterCodePreviewProps) {
  const [language, setLanguage] = useState<StarterCodeLanguage>('javascript');
  return (
    <Box component="section" aria-labelledby="starter-code-title">
      <Typography id="starter-code-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Starter code
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What the candidate can insert into an empty editor in the room.
      </Typography>
      <Tabs value={language} onChange={(_event, next: StarterCodeLanguage) => setLanguage(next)} aria-label="Starter code language" variant="scrollable" allowScrollButtonsMobile>
        {STARTER_CODE_LANGUAGES.map((entry) => (
          <Tab key={entry.id} value={entry.id} label={entry.label} id={`starter-tab-${entry.id}`} aria-controls={`starter-panel-${entry.id}`} />
        ))}
      </Tabs>
      {STARTER_CODE_LANGUAGES.map((entry) => (
        <Box key={entry.id} role="tabpanel" id={`starter-panel-${entry.id}`} aria-labelledby={`starter-tab-${entry.id}`} hidden={entry.id !== language}>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`Starter code in ${entry.label}`}
            sx={{
              m: 0,
              mt: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              overflowX: 'auto',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
              fontSize: '0.875rem',
            }}
          >
            {starterCode(signature, entry.id)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
