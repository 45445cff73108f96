import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ApiClientForm } from '@/features/send-api-request';

/** /admin/api-client: a raw call to the API as the signed-in admin. */
export function ApiClientPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        API Client
      </Typography>
      <ApiClientForm />
    </Container>
  );
}
