import { useDroppable } from '@dnd-kit/core';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { QUEUE_DROP_ZONE } from '../config/drag';

interface QueueListProps {
  entries: Array<{ questionId: string; label: string }>;
  editing: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (questionId: string) => void;
}

/** The queue, head first; in edit mode it is the drop zone and each entry moves up, down or out. */
export function QueueList({ entries, editing, onMove, onRemove }: QueueListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: QUEUE_DROP_ZONE, disabled: !editing });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby="queue-heading"
      variant="outlined"
      sx={{ p: 2, minHeight: 120, borderStyle: editing ? 'dashed' : 'solid', borderColor: isOver ? 'primary.main' : 'divider', bgcolor: isOver ? 'action.hover' : undefined }}
    >
      <Typography id="queue-heading" variant="h6" component="h2">
        Queue
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {editing ? 'The queue is empty. Add questions from the list, by click or by dragging them here.' : 'The queue is empty.'}
        </Typography>
      ) : (
        <List component="ol" aria-label="Queue order" dense>
          {entries.map((entry, index) => (
            <ListItem
              key={entry.questionId}
              divider
              sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="span" color="text.secondary" sx={{ minWidth: '2ch' }}>
                {index + 1}.
              </Typography>
              <ListItemText primary={entry.label} sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }} />
              {editing && (
                <Stack direction="row">
                  <IconButton aria-label={`Move ${entry.label} up`} disabled={index === 0} onClick={() => onMove(index, -1)}>
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton aria-label={`Move ${entry.label} down`} disabled={index === entries.length - 1} onClick={() => onMove(index, 1)}>
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={`Remove ${entry.label} from the queue`} onClick={() => onRemove(entry.questionId)}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
