import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NO_FILTERS, type QuestionFilters as Filters } from '../lib/filter-questions';

interface QuestionFiltersProps {
  filters: Filters;
  topics: string[];
  onChange: (filters: Filters) => void;
}

const ALL_TOPICS = '';

/** SPEC section 2: the section titled 'filters': search box, topic dropdown and 'clear filters'. */
export function QuestionFilters({ filters, topics, onChange }: QuestionFiltersProps) {
  return (
    <Paper component="section" aria-labelledby="filters-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="filters-heading" variant="h6" component="h2" gutterBottom>
        filters
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label="Search"
          placeholder="Title, prompt or topic"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          sx={{ flex: 2, minWidth: 0 }}
        />
        <TextField
          select
          label="Topic"
          value={filters.topic}
          onChange={(event) => onChange({ ...filters, topic: event.target.value })}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <MenuItem value={ALL_TOPICS}>All topics</MenuItem>
          {topics.map((topic) => (
            <MenuItem key={topic} value={topic}>
              {topic}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => onChange(NO_FILTERS)}>clear filters</Button>
      </Stack>
    </Paper>
  );
}
