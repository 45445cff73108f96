import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Markdown } from '@/shared/ui';
import { RUBRICS, ratingLabel } from '../config/ratings';
import type { Feedback } from '../model/types';

/**
 * One participant's feedback: which rubric it is scored on (unless `showRubric` is false, where the page around
 * it already says so), its scores with their meaning, then the comments as sanitised markdown.
 */
export function FeedbackView({ feedback, showRubric = true }: { feedback: Feedback; showRubric?: boolean }) {
  const rubric = RUBRICS[feedback.rubric];
  return (
    <Stack spacing={1.5}>
      {showRubric && (
        <Box>
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {rubric.name}
          </Typography>
          {rubric.note && (
            <Typography variant="body2" color="text.secondary">
              {rubric.note}
            </Typography>
          )}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {rubric.fields.map((field) => {
          const value = feedback.ratings[field.key] ?? 0;
          return (
            <Box key={field.key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 500 }}>
                {field.label}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {field.scale}
                </Typography>
              </Typography>
              <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Rating value={value} readOnly size="small" aria-hidden />
                <Typography component="span">{ratingLabel(value)}</Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {feedback.comments ? <Markdown markdown={feedback.comments} /> : <Typography color="text.secondary">No comments.</Typography>}
    </Stack>
  );
}
