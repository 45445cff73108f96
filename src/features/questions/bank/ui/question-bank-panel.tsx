import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorDetail } from '@/shared/api';
import { useLazyExportQuestionsQuery } from '../api/question-bank-api';
import { downloadBlob } from '@/shared/lib/download';
import { ImportQuestionsDialog } from './import-questions-dialog';

const HEADING_ID = 'question-bank-heading';
const TOAST_MS = 5_000;

/** Admin dashboard block: every question as a JSON file to share, and importing such a file (issue 29). */
export function QuestionBankPanel() {
  const [exportQuestions, { isFetching: exporting }] = useLazyExportQuestionsQuery();
  const [importing, setImporting] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  async function handleExport() {
    const result = await exportQuestions();
    if (result.isError || !result.data) {
      enqueueSnackbar(`Could not export the questions: ${errorDetail(result.error, 'please try again.')}`, { variant: 'error', autoHideDuration: TOAST_MS });
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    downloadBlob(`mockprep-questions-${day}.json`, new Blob([`${JSON.stringify(result.data, null, 2)}\n`], { type: 'application/json' }));
    const { technical, behavioral } = result.data;
    enqueueSnackbar(`Exported ${technical.length} technical and ${behavioral.length} behavioral questions.`, { variant: 'success', autoHideDuration: TOAST_MS });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={HEADING_ID} variant="h6" component="h2" gutterBottom>
        Question bank
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Share questions with other communities: export every question (with topics, solutions, follow-ups and test cases) as a JSON file, or import
        such a file. Importing adds only the questions not here yet.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void handleExport()} loading={exporting}>
          Export questions
        </Button>
        <Button variant="outlined" onClick={() => setImporting(true)}>
          Import questions
        </Button>
      </Stack>
      {importing && <ImportQuestionsDialog onClose={() => setImporting(false)} />}
    </Paper>
  );
}
