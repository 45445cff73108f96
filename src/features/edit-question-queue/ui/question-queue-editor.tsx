import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { QuestionType } from '@/entities/question';
import { DRAG_INSTRUCTIONS } from '../config/messages';
import { QUEUE_DROP_ZONE } from '../config/drag';
import type { QueueCandidate } from '../model/queue-candidate';
import { useQueueEditor } from '../model/use-queue-editor';
import { CandidateList } from './candidate-list';
import { QueueList } from './queue-list';

interface QuestionQueueEditorProps {
  type: QuestionType;
  /** Every question of this type, in the order the candidate list shows them. */
  questions: QueueCandidate[];
  savedQueue: string[];
}

const UNKNOWN_QUESTION = 'Unknown question';

/**
 * A pointer drops where it is released: on an entry (the question goes before it) rather than on the queue
 * around it. A keyboard drag has no pointer; it drops on the queue as a whole (the back), and the Move
 * buttons place it from there.
 */
const dropTarget: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id === QUEUE_DROP_ZONE) });
  }
  const hits = pointerWithin(args);
  const entryHit = hits.find((hit) => hit.id !== QUEUE_DROP_ZONE);
  return entryHit ? [entryHit] : hits;
};

/** Where a drop puts the question: before the entry it was dropped on, after it when dropped on its lower half. */
function dropPosition({ active, over }: DragEndEvent): number | undefined {
  const position = (over?.data.current as { position?: number } | undefined)?.position;
  if (position === undefined || !over) return undefined;
  const dragged = active.rect.current.translated;
  const draggedMiddle = dragged ? dragged.top + dragged.height / 2 : over.rect.top;
  return draggedMiddle > over.rect.top + over.rect.height / 2 ? position + 1 : position;
}

const labelOf = (data: unknown) => (data as { label?: string } | undefined)?.label ?? UNKNOWN_QUESTION;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${labelOf(active.data.current)}.`,
  onDragOver: ({ active, over }) => (over ? `${labelOf(active.data.current)} is over the queue.` : `${labelOf(active.data.current)} is not over the queue.`),
  onDragEnd: ({ active, over }) => (over ? `${labelOf(active.data.current)} was dropped on the queue.` : `${labelOf(active.data.current)} was dropped outside the queue.`),
  onDragCancel: ({ active }) => `Dragging ${labelOf(active.data.current)} was cancelled.`,
};

/** SPEC section 4, "Queue editing": the queue in view mode, or edited (add by click or drag, move, remove) and saved. */
export function QuestionQueueEditor({ type, questions, savedQueue }: QuestionQueueEditorProps) {
  const editor = useQueueEditor(type, savedQueue);
  const [draggedLabel, setDraggedLabel] = useState<string | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const labels = new Map(questions.map((question) => [question.questionId, question.label]));
  const entries = editor.queue.map((questionId) => ({ questionId, label: labels.get(questionId) ?? UNKNOWN_QUESTION }));
  const queued = new Set(editor.queue);
  const candidates = questions.filter((question) => !queued.has(question.questionId));

  function handleDragEnd(event: DragEndEvent) {
    setDraggedLabel(null);
    if (!event.over) return;
    const position = dropPosition(event);
    if (position !== undefined || event.over.id === QUEUE_DROP_ZONE) editor.add(String(event.active.id), position);
  }

  return (
    <Stack spacing={2}>
      {!editor.editing && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={editor.startEditing}>
            Edit queue
          </Button>
        </Stack>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={dropTarget}
        accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
        onDragStart={({ active }) => setDraggedLabel(labelOf(active.data.current))}
        onDragCancel={() => setDraggedLabel(null)}
        onDragEnd={handleDragEnd}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: editor.editing ? '1fr 1fr' : '1fr' }, alignItems: 'start' }}>
          <QueueList entries={entries} editing={editor.editing} onMove={editor.move} onRemove={editor.remove} />
          {editor.editing && <CandidateList candidates={candidates} onAdd={editor.add} />}
        </Box>
        <DragOverlay dropAnimation={null}>
          {draggedLabel && (
            <Paper elevation={6} sx={{ px: 2, py: 1, maxWidth: 360 }}>
              {draggedLabel}
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
      {editor.editing && (
        // Kept in sight at the bottom of the window, however long the queue, so Save is never a long scroll away.
        <Paper
          component="section"
          aria-label="Save the queue"
          elevation={3}
          sx={{ position: 'sticky', bottom: 0, zIndex: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {editor.saveError && <Alert severity="error">{editor.saveError}</Alert>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={!editor.canSave} onClick={editor.save}>
              {editor.isSaving ? 'Saving…' : 'Save'}
            </Button>
            <Button onClick={editor.cancelEditing} disabled={editor.isSaving}>
              Cancel
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
