import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWeek, type PairingPreview } from '@/entities/pairing';

function Statistic({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h5" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The dry run's figures, then its pairs, so an admin can judge a pairing before it is written. */
export function PairingPreviewPanel({ preview }: { preview: PairingPreview }) {
  const hours = (slots: number) => `${(slots / 2).toFixed(1)} h`;
  return (
    <Paper variant="outlined" component="section" aria-label="Pairing preview" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Preview for the week of {formatWeek(preview.week)}
      </Typography>
      <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ m: 0, flexWrap: 'wrap' }}>
        <Statistic label="Pool size" value={preview.poolSize} />
        <Statistic label="Pairs" value={preview.pairs.length} />
        <Statistic label="Unpaired members" value={preview.unpairedMembers.length} />
        <Statistic label="Pairs without a shared hour" value={preview.pairsWithoutSharedHour} />
        <Statistic label="Mean overlap" value={hours(preview.meanOverlapSlots)} />
        <Statistic label="Repeat partners" value={preview.repeatPartners} />
      </Stack>
      {preview.pairsWithoutSharedHour > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Some pairs share no hour: do not pair, and tell the developers.
        </Alert>
      )}
      {preview.unpairedMembers.length > 0 && (
        <Typography sx={{ mt: 2 }}>Unpaired: {preview.unpairedMembers.join(', ')}</Typography>
      )}
      {preview.pairs.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label="Planned pairs">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell>Partner</TableCell>
                <TableCell align="right">Overlap</TableCell>
                <TableCell>Met in the last {preview.recentPartnerWeeks} weeks</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.pairs.map((pair) => (
                <TableRow key={`${pair.memberA}-${pair.memberB}`}>
                  <TableCell>{pair.memberA}</TableCell>
                  <TableCell>{pair.memberB}</TableCell>
                  <TableCell align="right">{hours(pair.commonSlots)}</TableCell>
                  <TableCell>{pair.repeatPartners ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
