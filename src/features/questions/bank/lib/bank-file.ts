import { QUESTION_BANK_LIMITS } from '@/shared/config';

/** A chosen file as parsed JSON, or why it cannot be a bank (too large, not JSON). */
export type BankFile = { ok: true; bank: unknown } | { ok: false; problem: string };

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export async function readBankFile(file: File): Promise<BankFile> {
  if (file.size > QUESTION_BANK_LIMITS.bytes) {
    return { ok: false, problem: `${file.name} is over ${QUESTION_BANK_LIMITS.bytes / 1024 / 1024} MB: split the bank into smaller files.` };
  }
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    return { ok: false, problem: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return { ok: true, bank: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: `${file.name} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}
