import { POINTER_FIELD } from '../config/whiteboard';
import { partnerPointers } from './partner-pointers';

const ada = { id: 7, name: 'Ada', color: '#ad1457', colorLight: '#ad145733' };

describe('partnerPointers', () => {
  it("gives each other tab's member their name, cursor colour and pointer on this round's board", () => {
    const states = new Map<number, Record<string, unknown>>([
      [1, { user: { id: 3, name: 'Me', color: '#1565c0' } }],
      [2, { user: ada, [POINTER_FIELD]: { round: 1, x: 40, y: -12.5, tool: 'pointer', button: 'down' } }],
    ]);

    expect([...partnerPointers(states, 1, 1)]).toEqual([
      ['2', { id: '7', username: 'Ada', color: { background: '#ad1457', stroke: '#ad1457' }, pointer: { x: 40, y: -12.5, tool: 'pointer' }, button: 'down' }],
    ]);
  });

  it('shows no pointer for another round, a pointer off the board or a malformed one, and skips states without a name', () => {
    const states = new Map<number, Record<string, unknown>>([
      [2, { user: ada, [POINTER_FIELD]: { round: 2, x: 1, y: 1 } }],
      [3, { user: { ...ada, color: 'red; background: url(x)' }, [POINTER_FIELD]: { round: 1, x: 'far', y: 1 } }],
      [4, { user: ada, [POINTER_FIELD]: null }],
      [5, { call: { muted: true } }],
    ]);

    const collaborators = partnerPointers(states, 1, 1);
    expect([...collaborators.keys()]).toEqual(['2', '3', '4']);
    expect([...collaborators.values()].map((collaborator) => collaborator.pointer)).toEqual([undefined, undefined, undefined]);
    expect(collaborators.get('3' as never)!.color).toEqual({ background: '#1565c0', stroke: '#1565c0' });
  });
});
