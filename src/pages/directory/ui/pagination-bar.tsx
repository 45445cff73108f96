import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PaginationBarProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next. */
export function PaginationBar({ page, pageCount, onPageChange }: PaginationBarProps) {
  return (
    <Stack component="nav" aria-label="Directory pages" direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', py: 3 }}>
      {/* From a page past the end (an old link), Previous leads to the last page that has members. */}
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pageCount))}>
        Previous
      </Button>
      <Typography aria-live="polite">
        Page {page} of {pageCount}
      </Typography>
      <Button variant="outlined" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
