import { openingSurfaceFor, readOpeningSurface } from './opening-surface';

describe('the surface a round opens on', () => {
  it('is the whiteboard for a system design question, whatever the topic is spelt like', () => {
    for (const topicName of ['System Design', 'system-design', 'Distributed system_design', 'SYSTEMDESIGN']) {
      expect(openingSurfaceFor([{ topicName: 'Graphs' }, { topicName }])).toBe('whiteboard');
    }
  });

  it('is the code editor otherwise, and with no questions', () => {
    expect(openingSurfaceFor([{ topicName: 'Dynamic programming' }])).toBe('code');
    expect(openingSurfaceFor([])).toBe('code');
  });

  it("reads only the two surfaces from the shared document (the partner's browser writes it)", () => {
    expect(readOpeningSurface('whiteboard')).toBe('whiteboard');
    expect(readOpeningSurface('code')).toBe('code');
    expect(readOpeningSurface('tests')).toBeUndefined();
    expect(readOpeningSurface({ id: 'whiteboard' })).toBeUndefined();
  });
});
