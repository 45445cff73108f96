// The room's document carries the revealed question's function and examples: the room entity reads them through this cross-import gate.
export type { TestSpec } from '../model/types';
export { readTestSpec } from '../lib/map-test-spec';
