import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { exampleText, signatureText } from '../lib/describe-test-spec';
import type { TestSpec } from '../model/types';

const codeSx = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' } as const;

/** A coding question's function and its examples (the visible cases), shown with the prompt. */
export function TestExamples({ spec }: { spec: TestSpec }) {
  const examples = spec.cases.filter((testCase) => !testCase.hidden);
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2">
        Write{' '}
        <Box component="code" sx={codeSx}>
          {signatureText(spec)}
        </Box>
      </Typography>
      {examples.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Examples:
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {examples.map((testCase, index) => (
              <li key={index}>
                <Box component="code" sx={codeSx}>
                  {exampleText(spec, testCase)}
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
