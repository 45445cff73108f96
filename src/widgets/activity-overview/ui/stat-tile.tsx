import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StatTile({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ color, fontWeight: 600 }}>
        {value.toLocaleString('en-US')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}
