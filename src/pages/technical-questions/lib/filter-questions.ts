import type { TechnicalQuestion } from '@/entities/question';

export interface QuestionFilters {
  search: string;
  /** A topic name, or '' for every topic. */
  topic: string;
}

export const NO_FILTERS: QuestionFilters = { search: '', topic: '' };

/** SPEC section 2: the dropdown offers the distinct topic names of the questions, sorted. */
export function topicNames(questions: readonly TechnicalQuestion[]): string[] {
  return [...new Set(questions.map((question) => question.topicName))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** SPEC section 2: search matches title, prompt or topic name, ignoring case; the topic filter is by topic name. */
export function filterQuestions(questions: readonly TechnicalQuestion[], filters: QuestionFilters): TechnicalQuestion[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return questions.filter((question) => {
    if (filters.topic && question.topicName !== filters.topic) return false;
    if (!needle) return true;
    return [question.title, question.prompt, question.topicName].some((text) => text.toLocaleLowerCase().includes(needle));
  });
}
