import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ChangeEvent } from 'react';
import { useImportQuestionsMutation } from '../api/question-bank-api';
import { readBankFile } from '../lib/bank-file';
import { bankProblems } from '../lib/bank-problems';
import { importedMessage, type ImportSummary, type KindCounts } from '../lib/import-summary';

const TOAST_MS = 5_000;

type Step =
  | { name: 'choose' }
  | { name: 'checking'; fileName: string }
  | { name: 'problems'; fileName: string; problems: string[] }
  | { name: 'preview'; fileName: string; bank: unknown; summary: ImportSummary };

function kindLine(kind: string, counts: KindCounts): string {
  return `${kind}: ${counts.added} new, ${counts.skipped} already there`;
}

function Preview({ summary }: { summary: ImportSummary }) {
  const nothingNew = summary.technical.added + summary.behavioral.added === 0;
  return (
    <Stack spacing={1} role="region" aria-label="Import preview">
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        <li>{kindLine('Technical questions', summary.technical)}</li>
        <li>{kindLine('Behavioral questions', summary.behavioral)}</li>
        <li>New topics: {summary.topicsCreated.length === 0 ? 'none' : summary.topicsCreated.join(', ')}</li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {nothingNew
          ? 'Every question in this file is already here: importing it would add nothing.'
          : 'New questions go to the end of their queues. Questions already here are left as they are.'}
      </Typography>
    </Stack>
  );
}

function Problems({ problems }: { problems: string[] }) {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>
        {problems.length === 1 ? 'One problem' : `${problems.length} problems`}: nothing can be imported until the file is fixed
      </AlertTitle>
      <Box component="ul" aria-label="Problems in the file" sx={{ m: 0, pl: 2, maxHeight: '40vh', overflowY: 'auto', overflowWrap: 'anywhere' }}>
        {problems.map((problem, index) => (
          // Problems can repeat word for word (one per entry is not guaranteed), so the position is part of the key.
          <li key={`${index}-${problem}`}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * Import a question bank file (issue 29): choose a file, see what it would add (the server's dry run: new questions,
 * those already here, new topics, or every problem by entry), then import it. Mount it when it should open.
 */
export function ImportQuestionsDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [importQuestions, { isLoading: importing }] = useImportQuestionsMutation();
  const input = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it was fixed.
    event.target.value = '';
    if (!file) return;
    setStep({ name: 'checking', fileName: file.name });
    const read = await readBankFile(file);
    if (!read.ok) {
      setStep({ name: 'problems', fileName: file.name, problems: [read.problem] });
      return;
    }
    const result = await importQuestions({ bank: read.bank, dryRun: true });
    if (result.error) setStep({ name: 'problems', fileName: file.name, problems: bankProblems(result.error) });
    else setStep({ name: 'preview', fileName: file.name, bank: read.bank, summary: result.data });
  }

  async function handleImport() {
    if (step.name !== 'preview') return;
    const result = await importQuestions({ bank: step.bank, dryRun: false });
    if (result.error) {
      setStep({ name: 'problems', fileName: step.fileName, problems: bankProblems(result.error) });
      return;
    }
    enqueueSnackbar(importedMessage(result.data), { variant: 'success', autoHideDuration: TOAST_MS });
    onClose();
  }

  const fileName = step.name === 'choose' ? null : step.fileName;
  const canImport = step.name === 'preview' && step.summary.technical.added + step.summary.behavioral.added > 0;
  return (
    <Dialog open onClose={importing ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="import-questions-title">
      <DialogTitle id="import-questions-title">Import questions</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A question bank is a JSON file of questions, such as one exported from another MockPrep community or the starter bank in the repository
            (questions/starter-bank.json). You see what it would add before anything is imported.
          </DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={step.name === 'checking' || importing}>
              {fileName ? 'Choose another file' : 'Choose a file'}
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }} color={fileName ? 'text.primary' : 'text.secondary'}>
              {fileName ?? 'No file chosen'}
            </Typography>
            <input ref={input} type="file" accept="application/json,.json" hidden aria-label="Question bank file" onChange={(event) => void handleFile(event)} />
          </Stack>
          <Box aria-live="polite">
            {step.name === 'checking' && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>Checking {step.fileName}…</Typography>
              </Stack>
            )}
            {step.name === 'preview' && <Preview summary={step.summary} />}
          </Box>
          {step.name === 'problems' && <Problems problems={step.problems} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void handleImport()} disabled={!canImport} loading={importing}>
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
