import { baseApi, type QuestionBankDto, type QuestionImportSummaryDto } from '@/shared/api';
import { mapImportSummary, type ImportSummary } from '../lib/import-summary';

const questionBankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admins: every question as a bank file (contracts/question-bank.ts); read afresh each time, never from the cache. */
    exportQuestions: build.query<QuestionBankDto, void>({
      query: () => '/questions/export/',
      keepUnusedDataFor: 0,
    }),
    /** Admins: checks a bank and adds what is new (`dryRun`: only says what it would add). */
    importQuestions: build.mutation<ImportSummary, { bank: unknown; dryRun: boolean }>({
      query: ({ bank, dryRun }) => ({ url: `/questions/import/${dryRun ? '?dry_run=true' : ''}`, method: 'POST', body: bank }),
      transformResponse: (dto: QuestionImportSummaryDto) => mapImportSummary(dto),
      // New questions, topics and queue entries: the question lists, the editor's topics and both queue pages refetch.
      invalidatesTags: (summary, error, { dryRun }) => (error || dryRun || !summary ? [] : ['Question', 'Topic', 'Queue']),
    }),
  }),
});

export const { useLazyExportQuestionsQuery, useImportQuestionsMutation } = questionBankApi;
