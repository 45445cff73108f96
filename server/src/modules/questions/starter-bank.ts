import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QuestionBankDto } from '@contracts/question-bank';
import { checkedBank } from './bank';

/**
 * The starter bank shipped with MockPrep (issue 29): original coding questions with test cases, system design prompts
 * and behavioral questions. It sits at the repository's root, beside the README, because it is data a community reads,
 * edits and shares (`import_questions --starter` imports it; `seed_demo` too), not code.
 */
export const STARTER_BANK_PATH = path.resolve(__dirname, '../../../../questions/starter-bank.json');

/** The starter bank, checked like any bank (a broken edit to the file fails here, before anything is written). */
export async function readStarterBank(): Promise<QuestionBankDto> {
  return checkedBank(JSON.parse(await readFile(STARTER_BANK_PATH, 'utf8')));
}
