import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  SOCIAL_LINK_PREFIXES,
  SOCIAL_SERVICE_NAMES,
  SocialIcon,
  usernameFromLinkInput,
  type SocialLink,
  type SocialService,
} from '@/entities/member';

interface SocialLinkFieldProps {
  service: SocialService;
  link: SocialLink;
  error: string | null;
  onChange: (link: SocialLink) => void;
}

/** The fixed site prefix, then the username; a pasted profile address is cut down to its username. */
export function SocialLinkField({ service, link, error, onChange }: SocialLinkFieldProps) {
  const name = SOCIAL_SERVICE_NAMES[service];
  const hasUsername = link.username.trim() !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={name}
        value={link.username}
        onChange={(event) => onChange({ ...link, username: usernameFromLinkInput(service, event.target.value) })}
        error={error !== null}
        helperText={error ?? ' '}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              // On phones the long prefix gets smaller type and no icon, leaving room for the username.
              <InputAdornment position="start" sx={{ mr: 0 }}>
                <SocialIcon service={service} fontSize="small" sx={{ mr: 1, display: { xs: 'none', sm: 'inline-block' } }} />
                <Box component="span" sx={{ whiteSpace: 'nowrap', fontSize: { xs: '0.75rem', sm: 'inherit' } }}>
                  {SOCIAL_LINK_PREFIXES[service]}
                </Box>
              </InputAdornment>
            ),
          },
          htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        }}
      />
      <FormControlLabel
        label="Private"
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
        control={
          <Switch
            checked={hasUsername && link.isPrivate}
            disabled={!hasUsername}
            onChange={(event) => onChange({ ...link, isPrivate: event.target.checked })}
            slotProps={{ input: { 'aria-label': `Hide ${name} from other members` } }}
          />
        }
      />
    </Stack>
  );
}
