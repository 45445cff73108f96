import { ROOM_LANGUAGES, type RoomLanguage } from '@/entities/room';

/** The room's languages that run in the browser: JavaScript in a Web Worker, TypeScript stripped of its types first, Python with Pyodide. */
export const RUNNABLE_LANGUAGES = ['javascript', 'typescript', 'python'] as const satisfies readonly RoomLanguage[];

export type RunnableLanguage = (typeof RUNNABLE_LANGUAGES)[number];

export function isRunnable(language: RoomLanguage): language is RunnableLanguage {
  return (RUNNABLE_LANGUAGES as readonly RoomLanguage[]).includes(language);
}

export function languageLabel(language: RoomLanguage): string {
  return ROOM_LANGUAGES.find((entry) => entry.id === language)?.label ?? language;
}
