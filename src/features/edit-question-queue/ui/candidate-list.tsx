import { useDraggable } from '@dnd-kit/core';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { QueueCandidate } from '../model/queue-candidate';

interface CandidateListProps {
  candidates: QueueCandidate[];
  onAdd: (questionId: string) => void;
}

/** Questions not in the queue yet: each is added with its Add button or dragged (mouse, touch or keyboard) onto the queue. */
export function CandidateList({ candidates, onAdd }: CandidateListProps) {
  return (
    <Paper component="section" aria-labelledby="candidates-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="candidates-heading" variant="h6" component="h2">
        Questions not in the queue
      </Typography>
      {candidates.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Every question is in the queue.
        </Typography>
      ) : (
        <List aria-label="Questions not in the queue" dense>
          {candidates.map((candidate) => (
            <CandidateItem key={candidate.questionId} candidate={candidate} onAdd={onAdd} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function CandidateItem({ candidate, onAdd }: { candidate: QueueCandidate; onAdd: (questionId: string) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: candidate.questionId,
    data: { label: candidate.label },
  });
  return (
    <ListItem ref={setNodeRef} divider sx={{ gap: 1, opacity: isDragging ? 0.4 : 1, flexWrap: 'wrap' }}>
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${candidate.label} to the queue`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={candidate.label} sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }} />
      <Button size="small" onClick={() => onAdd(candidate.questionId)} aria-label={`Add ${candidate.label} to the queue`}>
        Add
      </Button>
    </ListItem>
  );
}
