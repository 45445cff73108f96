import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** SPEC section 8: a profile that failed to load. */
export const MEMBER_PROFILE_FAILED = 'Failed to get member profile';

/** SPEC section 2: 'Member not found'; when a request failed (not a malformed id), also what failed. */
export function MemberNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  return (
    <Container maxWidth="md" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Member not found
      </Typography>
      {loadFailed && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {MEMBER_PROFILE_FAILED}
        </Typography>
      )}
      <Button component={RouterLink} to="/directory" variant="contained">
        Back to Directory
      </Button>
    </Container>
  );
}
