import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorDetail } from '@/shared/api';

/** Every problem the server found in a bank (`errors.bank`, each naming its entry), else its one `detail`. */
export function bankProblems(error: FetchBaseQueryError | SerializedError | undefined): string[] {
  if (error && 'status' in error && error.data && typeof error.data === 'object') {
    const problems = (error.data as { errors?: { bank?: unknown } }).errors?.bank;
    if (Array.isArray(problems) && problems.every((problem) => typeof problem === 'string') && problems.length > 0) return problems as string[];
  }
  if (error && 'status' in error && error.status === 413) return ['The file is too large for the server.'];
  return [errorDetail(error, 'The bank could not be checked; please try again.')];
}
