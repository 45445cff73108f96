import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const benefits = [
  'Practice in a real interview scenario',
  'Get feedback from your peers',
  'Master the technical interview',
];

export function HomePage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2.25rem', md: '3.5rem' } }} gutterBottom>
        Never fail another interview
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <List aria-label="Why practice with us">
          {benefits.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <CheckCircleIcon />
              </ListItemIcon>
              <ListItemText primary={benefit} slotProps={{ primary: { variant: 'h6', component: 'p' } }} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Button component={RouterLink} to="/interview-signup" variant="contained" size="large" sx={{ mt: 3, mb: 4 }}>
        Start Practicing Now
      </Button>
      <Typography color="text.secondary">Brought to you by the community. Always free. Crowd sourced.</Typography>
    </Container>
  );
}
