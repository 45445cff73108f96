import { scaleOutWarnings } from '../src/runtime/scale-out-warnings';

// Issue 21 item 1: what several processes must share but would each default on their own.
describe('scaleOutWarnings', () => {
  const DATABASE_URL = 'postgres://mockprep@db.internal/mockprep';

  it('says nothing for the embedded database, which has one process', () => {
    expect(scaleOutWarnings({})).toEqual([]);
  });

  it('names PUBLIC_URL, SESSION_SECRET and TRUST_PROXY when a PostgreSQL server is used without them', () => {
    const warnings = scaleOutWarnings({ DATABASE_URL });
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('PUBLIC_URL');
    expect(warnings[1]).toContain('SESSION_SECRET');
    expect(warnings[2]).toContain('TRUST_PROXY');
  });

  it('says nothing once all three are set', () => {
    expect(scaleOutWarnings({ DATABASE_URL, PUBLIC_URL: 'https://mockprep.example', SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: 'true' })).toEqual([]);
  });
});
