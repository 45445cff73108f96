import type { QuestionImportSummaryDto } from '@/shared/api';

export interface KindCounts {
  added: number;
  skipped: number;
  queued: number;
}

/** What an import added (or, previewed, would add), as `POST /questions/import/` answers it. */
export interface ImportSummary {
  dryRun: boolean;
  technical: KindCounts;
  behavioral: KindCounts;
  topicsCreated: string[];
}

export function mapImportSummary(dto: QuestionImportSummaryDto): ImportSummary {
  return { dryRun: dto.dry_run, technical: dto.technical, behavioral: dto.behavioral, topicsCreated: dto.topics_created };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Imported 40 technical and 20 behavioral questions (7 already there)." */
export function importedMessage(summary: ImportSummary): string {
  const skipped = summary.technical.skipped + summary.behavioral.skipped;
  const added = `Imported ${summary.technical.added} technical and ${plural(summary.behavioral.added, 'behavioral question')}`;
  return skipped > 0 ? `${added} (${skipped} already there).` : `${added}.`;
}
