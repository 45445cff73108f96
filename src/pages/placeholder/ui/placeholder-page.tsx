import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Stands in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Coming soon</Typography>
    </Container>
  );
}
