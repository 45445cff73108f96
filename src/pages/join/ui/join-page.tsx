import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CHAT_INVITE_URL, CHAT_SERVER_NAME, PRODUCT_NAME } from '@/shared/config';

export function JoinPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        Join the community
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {PRODUCT_NAME} lives in our {CHAT_SERVER_NAME} server: join it to meet your peers, verify your account and hear about
        each week&apos;s interviews.
      </Typography>
      <Button variant="contained" size="large" href={CHAT_INVITE_URL} target="_blank" rel="noopener noreferrer">
        Join the {CHAT_SERVER_NAME} server
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        By joining, you agree to follow the community guidelines.
      </Typography>
    </Container>
  );
}
