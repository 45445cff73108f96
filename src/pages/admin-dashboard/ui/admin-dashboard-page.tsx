import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QuestionBankPanel } from '@/features/questions/bank';
import { PendingVerifications } from '@/widgets/pending-verifications';
import { DASHBOARD_CARDS } from '../config/cards';

/** /admin: one card per admin area (SPEC section 2). */
export function AdminDashboardPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Dashboard
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {DASHBOARD_CARDS.map((card, index) => (
          <Card component="li" key={card.title} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} aria-labelledby={`admin-card-${index}`}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography id={`admin-card-${index}`} variant="h6" component="h2" gutterBottom>
                {card.title}
              </Typography>
              <Typography color="text.secondary">{card.description}</Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              {card.links.map((link) => (
                <Button key={link.to} component={RouterLink} to={link.to} size="small">
                  {link.label}
                </Button>
              ))}
            </CardActions>
          </Card>
        ))}
      </Box>
      <Box sx={{ mt: 4 }}>
        <PendingVerifications />
      </Box>
      <Box sx={{ mt: 4 }}>
        <QuestionBankPanel />
      </Box>
    </Container>
  );
}
