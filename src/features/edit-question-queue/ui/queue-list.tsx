import { useEffect, useRef } from 'react';
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
import { QUEUE_DROP_ZONE, queueEntryDropId } from '../config/drag';

interface QueueEntry {
  questionId: string;
  label: string;
}

interface QueueListProps {
  entries: QueueEntry[];
  editing: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (questionId: string) => void;
}

interface QueueEntryItemProps {
  entry: QueueEntry;
  index: number;
  count: number;
  editing: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: () => void;
  removeButtonRef: (button: HTMLButtonElement | null) => void;
}

/** One queued question; while editing it is a drop target, and a question dropped on it is put before it. */
function QueueEntryItem({ entry, index, count, editing, onMove, onRemove, removeButtonRef }: QueueEntryItemProps) {
  const { setNodeRef, isOver } = useDroppable({ id: queueEntryDropId(entry.questionId), data: { position: index }, disabled: !editing });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      // The line above the entry shows where a dropped question will go.
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', boxShadow: isOver ? (theme) => `inset 0 3px 0 ${(theme.vars ?? theme).palette.primary.main}` : undefined }}
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
          <IconButton aria-label={`Move ${entry.label} down`} disabled={index === count - 1} onClick={() => onMove(index, 1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton ref={removeButtonRef} aria-label={`Remove ${entry.label} from the queue`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
    </ListItem>
  );
}

/**
 * The queue, head first; in edit mode it is the drop zone and each entry moves up, down or out. After a
 * Remove, focus goes to the Remove button of the entry that took its place (or the one before it, or the
 * queue's heading when it is empty), so a keyboard user is not thrown back to the top of the page.
 */
export function QueueList({ entries, editing, onMove, onRemove }: QueueListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: QUEUE_DROP_ZONE, disabled: !editing });
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  // undefined: nothing to focus; null: the heading; else the question whose Remove button takes focus.
  const focusAfterRemove = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === undefined) return;
    focusAfterRemove.current = undefined;
    (target === null ? heading.current : removeButtons.current.get(target))?.focus();
  }, [entries]);

  function remove(index: number) {
    focusAfterRemove.current = (entries[index + 1] ?? entries[index - 1])?.questionId ?? null;
    onRemove(entries[index].questionId);
  }

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby="queue-heading"
      variant="outlined"
      sx={{ p: 2, minHeight: 120, borderStyle: editing ? 'dashed' : 'solid', borderColor: isOver ? 'primary.main' : 'divider', bgcolor: isOver ? 'action.hover' : undefined }}
    >
      <Typography id="queue-heading" ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none' }}>
        Queue
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {editing ? 'The queue is empty. Add questions from the list, by click or by dragging them here.' : 'The queue is empty.'}
        </Typography>
      ) : (
        <List component="ol" aria-label="Queue order" dense>
          {entries.map((entry, index) => (
            <QueueEntryItem
              key={entry.questionId}
              entry={entry}
              index={index}
              count={entries.length}
              editing={editing}
              onMove={onMove}
              onRemove={() => remove(index)}
              removeButtonRef={(button) => {
                if (button) removeButtons.current.set(entry.questionId, button);
                else removeButtons.current.delete(entry.questionId);
              }}
            />
          ))}
        </List>
      )}
    </Paper>
  );
}
