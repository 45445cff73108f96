import { scaleOutWarnings } from '../src/runtime/scale-out-warnings';

// Issue 21 item 1: what several processes must share but would each default on their own.
describe('scaleOutWarnings', () => {
  const DATABASE_URL = 'postgres://mockprep@db.internal/mockprep';

  it('says nothing for the embedded database, which has one process', () => {
    expect(scaleOutWarnings({})).toEqual([]);
  });

  it('names PUBLIC_URL and SESSION_SECRET when a PostgreSQL server is used without them', () => {
    const warnings = scaleOutWarnings({ DATABASE_URL });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('PUBLIC_URL');
    expect(warnings[1]).toContain('SESSION_SECRET');
  });

  it('says nothing once both are set', () => {
    expect(scaleOutWarnings({ DATABASE_URL, PUBLIC_URL: 'https://mockprep.example', SESSION_SECRET: 'x'.repeat(40) })).toEqual([]);
  });
});
