import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { QuestionCoverageDto, QuestionType } from '../model/types';
import { useGetQuestionCoverageQuery } from '../api/queue-api';

type CoverageKind = QuestionCoverageDto['exhausted'][number]['kind'];

const KIND_WORDS: Record<CoverageKind, string> = {
  algorithms: 'algorithms',
  system_design: 'system design',
  technical: 'technical',
  behavioral: 'behavioral',
};

const QUEUE_OF_KIND: Record<CoverageKind, QuestionType> = {
  algorithms: 'technical',
  system_design: 'technical',
  technical: 'technical',
  behavioral: 'behavioral',
};

/** "12 members have seen every system design question: add some". */
export function coverageSentence(kind: CoverageKind, members: number): string {
  return `${members} ${members === 1 ? 'member has' : 'members have'} seen every ${KIND_WORDS[kind]} question: add some`;
}

/**
 * Tells admins where the draw has run out of questions members have not met (it then repeats the one they met longest
 * ago), for one queue or, without `type`, for both. Nothing while loading, on an error, or when no kind is used up.
 */
export function QuestionCoverageAlerts({ type }: { type?: QuestionType }) {
  const { data: exhausted = [] } = useGetQuestionCoverageQuery();
  const shown = exhausted.filter((entry) => !type || QUEUE_OF_KIND[entry.kind] === type);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1}>
      {shown.map((entry) => (
        <Alert key={entry.kind} severity="warning">
          {coverageSentence(entry.kind, entry.members)}
        </Alert>
      ))}
    </Stack>
  );
}
