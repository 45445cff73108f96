import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSendApiRequestMutation, type ApiResponse } from '../api/raw-request-api';
import { HTTP_METHODS, type HttpMethod } from '../config/methods';
import { buildApiRequest, prettyBody } from '../lib/build-api-request';

const MONOSPACE = { fontFamily: 'monospace', fontSize: 13 };

function ResponseView({ response }: { response: ApiResponse }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Response" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Status: {response.status}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Headers
      </Typography>
      <Box component="pre" aria-label="Response headers" sx={{ ...MONOSPACE, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {response.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Body
      </Typography>
      <Box component="pre" aria-label="Response body" sx={{ ...MONOSPACE, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', overflowX: 'auto' }}>
        {prettyBody(response.body)}
      </Box>
    </Paper>
  );
}

/** Method, URL and an optional JSON body; sends them as the signed-in admin and shows the raw answer. */
export function ApiClientForm() {
  const [method, setMethod] = useState<HttpMethod>('GET');
  const [url, setUrl] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ url?: string; body?: string }>({});
  const [send, { data: response, isLoading, reset }] = useSendApiRequestMutation();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const built = buildApiRequest({ method, url, body });
    if (!built.ok) {
      setErrors({ [built.field]: built.message });
      reset();
      return;
    }
    setErrors({});
    void send(built.request);
  }

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label="API request">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label="Method" value={method} onChange={(event) => setMethod(event.target.value as HttpMethod)} sx={{ minWidth: 120 }}>
            {HTTP_METHODS.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="URL"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="/members/profile/"
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'A path on the API, e.g. /reports/all/?status=pending'}
            fullWidth
            required
          />
        </Stack>
        <TextField
          label="Body (JSON, optional)"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={Boolean(errors.body)}
          helperText={errors.body}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { style: MONOSPACE } }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={isLoading}>
            Send
          </Button>
        </Box>
      </Stack>
      {response && <ResponseView response={response} />}
    </Stack>
  );
}
