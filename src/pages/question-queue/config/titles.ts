import type { QuestionType } from '@/entities/question';

export const QUEUE_TITLES: Record<QuestionType, string> = {
  technical: 'Technical question queue',
  behavioral: 'Behavioral question queue',
};

export const QUESTION_LIST_PATHS: Record<QuestionType, string> = {
  technical: '/questions/technical/',
  behavioral: '/questions/behavioral/',
};
