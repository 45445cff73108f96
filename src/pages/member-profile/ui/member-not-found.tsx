import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function MemberNotFound() {
  return (
    <Container maxWidth="md" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Member not found
      </Typography>
      <Button component={RouterLink} to="/directory" variant="contained">
        Back to Directory
      </Button>
    </Container>
  );
}
