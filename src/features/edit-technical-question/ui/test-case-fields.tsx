import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { TestValueType } from '@/entities/question';
import { TEST_CASE_LIMITS } from '@/shared/config';
import {
  argumentErrorKey,
  caseErrorKey,
  expectedErrorKey,
  timeLimitErrorKey,
  type CaseRow,
  type ParameterRow,
  type TestCasesErrors,
} from '../model/test-cases-form';

interface TestCaseFieldsProps {
  index: number;
  row: CaseRow;
  parameters: ParameterRow[];
  returnType: TestValueType;
  errors: TestCasesErrors;
  onChange: (row: CaseRow, changed: string) => void;
  onRemove: () => void;
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' };

/** One case: an argument per parameter and the expected value (JSON), hidden or an example, and its time limit. */
export function TestCaseFields({ index, row, parameters, returnType, errors, onChange, onRemove }: TestCaseFieldsProps) {
  const title = `Case ${index + 1}`;
  const caseError = errors[caseErrorKey(index)];
  return (
    <Paper component="fieldset" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mr: 'auto', float: 'left' }}>
          {title}
          {row.hidden ? ' (hidden)' : ' (example)'}
        </Typography>
        <IconButton aria-label={`Remove case ${index + 1}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {caseError && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {caseError}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {parameters.map((parameter, position) => {
          const key = argumentErrorKey(index, position);
          return (
            <TextField
              key={parameter.key}
              size="small"
              label={`${title}: ${parameter.name.trim() || `argument ${position + 1}`} (${parameter.type})`}
              value={row.arguments[position] ?? ''}
              onChange={(event) => onChange({ ...row, arguments: row.arguments.map((text, at) => (at === position ? event.target.value : text)) }, key)}
              error={Boolean(errors[key])}
              helperText={errors[key]}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monospace } }}
              fullWidth
            />
          );
        })}
        <TextField
          size="small"
          label={`${title}: expected (${returnType})`}
          value={row.expected}
          onChange={(event) => onChange({ ...row, expected: event.target.value }, expectedErrorKey(index))}
          error={Boolean(errors[expectedErrorKey(index)])}
          helperText={errors[expectedErrorKey(index)]}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monospace } }}
          fullWidth
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={row.hidden} onChange={(event) => onChange({ ...row, hidden: event.target.checked }, caseErrorKey(index))} />}
            label={`${title} hidden (interviewer only)`}
          />
          <TextField
            size="small"
            label={`${title}: time limit (ms)`}
            value={row.timeLimitMs}
            placeholder={String(TEST_CASE_LIMITS.default_time_limit_ms)}
            onChange={(event) => onChange({ ...row, timeLimitMs: event.target.value }, timeLimitErrorKey(index))}
            error={Boolean(errors[timeLimitErrorKey(index)])}
            helperText={errors[timeLimitErrorKey(index)] ?? `Empty: ${TEST_CASE_LIMITS.default_time_limit_ms} ms`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 190 }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
