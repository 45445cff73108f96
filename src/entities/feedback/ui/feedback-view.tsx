import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Markdown } from '@/shared/ui';
import { RATING_FIELDS, ratingLabel } from '../config/ratings';
import type { Feedback } from '../model/types';

/** One participant's feedback: the four scores with their meaning, then the comments as sanitised markdown. */
export function FeedbackView({ feedback }: { feedback: Feedback }) {
  return (
    <Stack spacing={1.5}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {RATING_FIELDS.map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              {field.label}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {field.scale}
              </Typography>
            </Typography>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating value={feedback[field.key]} readOnly size="small" aria-hidden />
              <Typography component="span">{ratingLabel(feedback[field.key])}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {feedback.comments ? <Markdown markdown={feedback.comments} /> : <Typography color="text.secondary">No comments.</Typography>}
    </Stack>
  );
}
