import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { TEST_CASE_LIMITS } from '@/shared/config';
import {
  emptyCase,
  emptyTestCases,
  newRowKey,
  parameterErrorKey,
  type CaseRow,
  type ParameterRow,
  type TestCasesErrors,
  type TestCasesForm,
} from '../model/test-cases-form';
import { StarterCodePreview } from './starter-code-preview';
import { TestCaseFields } from './test-case-fields';
import { TypeSelect } from './type-select';

interface TestCasesSectionProps {
  value: TestCasesForm | null;
  errors: TestCasesErrors;
  /** What the server refused (its 400's `errors.test_spec`), each naming its case. */
  serverErrors: string[];
  /** `changed`: the error key of the one field edited; absent when rows were added, removed or moved. */
  onChange: (value: TestCasesForm | null, changed?: string) => void;
}

/** Moves `items[index]` by `step` (-1 up, 1 down). */
function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}

/**
 * Issue 29: the function a coding question asks for (name, typed parameters, return type, float tolerance) and
 * the cases run against it in the room, each visible (an example shown with the prompt) or hidden (the interviewer's
 * only), with the starter code the signature gives.
 */
export function TestCasesSection({ value, errors, serverErrors, onChange }: TestCasesSectionProps) {
  if (!value) {
    return (
      <Box component="section" aria-labelledby="test-cases-title">
        <Typography id="test-cases-title" variant="h6" component="h2">
          Test cases
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          For a coding question: the function the candidate writes and the cases the room runs it against.
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => onChange(emptyTestCases())}>
          Add test cases
        </Button>
      </Box>
    );
  }

  const update = (patch: Partial<TestCasesForm>, changed?: string) => onChange({ ...value, ...patch }, changed);
  const setParameter = (index: number, patch: Partial<ParameterRow>) =>
    update({ parameters: value.parameters.map((row, position) => (position === index ? { ...row, ...patch } : row)) }, parameterErrorKey(index));
  // A case holds one argument per parameter, in the parameters' order: adding, removing or moving a parameter does the same to every case's arguments.
  const withArguments = (parameters: ParameterRow[], change: (args: string[]) => string[]) =>
    update({ parameters, cases: value.cases.map((row) => ({ ...row, arguments: change(row.arguments) })) });
  const setCase = (index: number, next: CaseRow, changed: string) => update({ cases: value.cases.map((row, position) => (position === index ? next : row)) }, changed);
  const signatureReady = !errors.functionName && value.functionName.trim() !== '' && value.parameters.every((parameter) => parameter.name.trim() !== '');
  const wholeSpecErrors = [...(errors.spec ? [errors.spec] : []), ...serverErrors];

  return (
    <Stack component="section" aria-labelledby="test-cases-title" spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="test-cases-title" variant="h6" component="h2" sx={{ mr: 'auto' }}>
          Test cases
        </Typography>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onChange(null)}>
          Remove test cases
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Values are JSON: 3, 2.5, &quot;text&quot;, true, [1, 2] or [[1, 2], [3]]. Examples are shown with the prompt; hidden cases reach only the
        interviewer, who runs them on the candidate&apos;s code.
      </Typography>
      {wholeSpecErrors.length > 0 && (
        <Alert severity="error" role="alert">
          {wholeSpecErrors.length === 1 ? (
            wholeSpecErrors[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {wholeSpecErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="Function name"
          required
          value={value.functionName}
          onChange={(event) => update({ functionName: event.target.value }, 'functionName')}
          error={Boolean(errors.functionName)}
          helperText={errors.functionName ?? 'e.g. twoSum'}
          slotProps={{ htmlInput: { maxLength: TEST_CASE_LIMITS.identifier, spellCheck: false, autoCapitalize: 'off' } }}
        />
        <TypeSelect label="Return type" value={value.returnType} onChange={(returnType) => update({ returnType })} />
        <TextField
          size="small"
          label="Float tolerance"
          value={value.floatTolerance}
          onChange={(event) => update({ floatTolerance: event.target.value }, 'floatTolerance')}
          error={Boolean(errors.floatTolerance)}
          helperText={errors.floatTolerance ?? 'Floats pass within it; empty: exact'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
          Parameters
        </Typography>
        <Stack spacing={1.5}>
          {value.parameters.map((parameter, index) => {
            const label = `Parameter ${index + 1}`;
            const named = parameter.name.trim() || label.toLowerCase();
            return (
              <Stack key={parameter.key} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  size="small"
                  label={`${label} name`}
                  value={parameter.name}
                  onChange={(event) => setParameter(index, { name: event.target.value })}
                  error={Boolean(errors[parameterErrorKey(index)])}
                  helperText={errors[parameterErrorKey(index)]}
                  slotProps={{ htmlInput: { maxLength: TEST_CASE_LIMITS.identifier, spellCheck: false, autoCapitalize: 'off' } }}
                  sx={{ flex: '1 1 160px' }}
                />
                <TypeSelect label={`${label} type`} value={parameter.type} onChange={(type) => setParameter(index, { type })} />
                <Box sx={{ display: 'flex' }}>
                  <IconButton aria-label={`Move ${named} up`} disabled={index === 0} onClick={() => withArguments(moved(value.parameters, index, -1), (args) => moved(args, index, -1))}>
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${named} down`}
                    disabled={index === value.parameters.length - 1}
                    onClick={() => withArguments(moved(value.parameters, index, 1), (args) => moved(args, index, 1))}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${named}`}
                    onClick={() => withArguments(value.parameters.filter((_row, position) => position !== index), (args) => args.filter((_arg, position) => position !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              </Stack>
            );
          })}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          disabled={value.parameters.length >= TEST_CASE_LIMITS.parameters}
          onClick={() => withArguments([...value.parameters, { key: newRowKey(), name: '', type: 'int' }], (args) => [...args, ''])}
          sx={{ mt: 1 }}
        >
          Add parameter
        </Button>
      </Box>

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
          Cases
        </Typography>
        <Stack spacing={1.5}>
          {value.cases.map((row, index) => (
            <TestCaseFields
              key={row.key}
              index={index}
              row={row}
              parameters={value.parameters}
              returnType={value.returnType}
              errors={errors}
              onChange={(next, changed) => setCase(index, next, changed)}
              onRemove={() => update({ cases: value.cases.filter((_row, position) => position !== index) })}
            />
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          disabled={value.cases.length >= TEST_CASE_LIMITS.cases}
          onClick={() => update({ cases: [...value.cases, emptyCase(value.parameters.length)] })}
          sx={{ mt: 1 }}
        >
          Add case
        </Button>
      </Box>

      {signatureReady ? (
        <StarterCodePreview signature={{ functionName: value.functionName.trim(), parameters: value.parameters.map(({ name, type }) => ({ name: name.trim(), type })), returnType: value.returnType }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Name the function and its parameters to see the starter code.
        </Typography>
      )}
    </Stack>
  );
}
