import { mapMember, memberDtoFixture } from '@/entities/member';
import { interviewTitle } from './interview-title';

const ada = mapMember(memberDtoFixture({ id: 1, first_name: 'Ada', last_name: 'Lovelace' }));
const alan = mapMember(memberDtoFixture({ id: 2, first_name: 'Alan', last_name: 'Turing' }));

describe('interviewTitle', () => {
  it("names the viewer's side of the interview, so a pair's two cards differ", () => {
    expect(interviewTitle({ interviewer: ada, interviewee: alan }, ada.id)).toBe('You interview Alan Turing');
    expect(interviewTitle({ interviewer: alan, interviewee: ada }, ada.id)).toBe('Alan Turing interviews you');
  });

  it('names both members for someone outside the pair', () => {
    expect(interviewTitle({ interviewer: ada, interviewee: alan }, 99)).toBe('Ada Lovelace interviews Alan Turing');
  });
});
