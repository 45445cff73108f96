import { suspensionMessage } from './suspension-message';

describe('suspensionMessage', () => {
  // The separator before the time ("," or " at") depends on the ICU version, so only the parts are fixed.
  it('says until when, in the community time zone, and why', () => {
    expect(suspensionMessage({ until: '2026-06-11T17:30:00.000Z', reason: 'two confirmed no-shows in eight weeks' })).toMatch(
      /^You cannot sign up until June 11, 2026\b.* 10:30 AM PDT: two confirmed no-shows in eight weeks\.$/,
    );
    expect(suspensionMessage({ until: '2026-12-02T07:30:00.000Z', reason: 'two confirmed no-shows in eight weeks' })).toMatch(
      /^You cannot sign up until December 1, 2026\b.* 11:30 PM PST: /,
    );
  });
});
