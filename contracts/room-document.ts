/**
 * The names in the interview room's shared Y.Doc, for the server and the SPA alike (plain constants: the SPA
 * imports them without the schema library). `round-1` and `round-2` (Y.Text) hold each round's code; the map
 * `room` holds `language`, `round` (1 or 2) and `meeting_link`; `timer` the shared timer; `runs` the latest run of
 * each round's code; `revealed` the questions the interviewers showed, written by the server only, after it
 * checked the sender asks that question (contracts/room.ts `RevealedQuestion`); `whiteboard-1` and `whiteboard-2` (Y.Map)
 * each round's whiteboard, element id → the Excalidraw element's JSON; `surfaces` the surface each round opens on
 * (key = the round's text name, value `code` or `whiteboard`), written by the round's interviewer's browser.
 */
export const ROOM_MAP = 'room';
export const LANGUAGE_KEY = 'language';
export const ROUND_KEY = 'round';
export const TIMER_MAP = 'timer';
export const REVEALED_MAP = 'revealed';
export const RUNS_MAP = 'runs';
/**
 * The latest test runs (issue 29): key `<round text>/<question id>/examples` = the examples' results, written by the
 * browser that ran them; `<round text>/<question id>/hidden` = the interviewer's summary of the hidden cases (how
 * many, which numbers failed), never a hidden case's input, expected value or result.
 */
export const TEST_RUNS_MAP = 'test_runs';
export const SURFACES_MAP = 'surfaces';

export type RoundNumber = 1 | 2;

/** The Y.Text that holds a round's code. */
export const roundTextName = (round: RoundNumber) => `round-${round}`;

/** The Y.Map that holds a round's whiteboard: element id → element JSON. */
export const whiteboardMapName = (round: RoundNumber) => `whiteboard-${round}`;
