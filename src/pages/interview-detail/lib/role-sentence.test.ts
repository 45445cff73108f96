import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { roleSentence } from './role-sentence';

const interview = mapInterview(interviewDtoFixture());

describe('roleSentence', () => {
  it('tells the viewer which side they are on', () => {
    expect(roleSentence(interview, 1)).toBe('You interview Grace');
    expect(roleSentence(interview, 2)).toBe('Ada interviews you');
  });

  it('names both participants for anyone else', () => {
    expect(roleSentence(interview, 99)).toBe('Ada Lovelace interviews Grace Hopper');
  });
});
