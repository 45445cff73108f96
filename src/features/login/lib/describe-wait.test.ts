import { describeWait } from './describe-wait';

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [40, '40 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [7_140, '119 minutes'],
    [7_199, '2 hours'],
    [7_200, '2 hours'],
  ])('says %i seconds as "%s", never shorter than the wait', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});
