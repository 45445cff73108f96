export { ROOM_MAP, LANGUAGE_KEY, ROUND_KEY, TIMER_MAP, REVEALED_MAP, RUNS_MAP, TEST_RUNS_MAP, roundTextName, type RoundNumber } from '@contracts/room-document';
