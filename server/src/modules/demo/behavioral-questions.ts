import { lines } from './markdown';

export interface DemoBehavioralQuestion {
  prompt: string;
  solution: string;
  followUps: string;
}

/** Behavioral questions have no single answer; the "solution" tells the interviewer what to listen for. */
const STAR_HINT = 'Listen for a specific situation, the candidate\'s own actions (not the team\'s) and a measurable result.';

const question = (prompt: string, ...followUps: string[]): DemoBehavioralQuestion => ({
  prompt,
  solution: STAR_HINT,
  followUps: lines(...followUps.map((followUp) => `- ${followUp}`)),
});

export const DEMO_BEHAVIORAL_QUESTIONS: DemoBehavioralQuestion[] = [
  question('Tell me about a time you disagreed with a teammate about a technical decision. How did you resolve it?', 'What would you do differently now?', 'How did the relationship look afterwards?'),
  question('Describe a project you are most proud of. What was your specific contribution?', 'What was the hardest part?', 'What would you change if you started over?'),
  question('Tell me about a time you missed a deadline or were about to. What did you do?', 'How did you communicate it?', 'What did you change in how you plan?'),
  question('Describe a time you had to learn a new technology quickly to get something done.', 'How did you decide what to learn first?', 'How did you check you understood it?'),
  question('Tell me about a bug that took you a long time to find. How did you eventually track it down?', 'What did you do to prevent similar bugs?'),
  question('Give an example of a time you received critical feedback. How did you respond?', 'What did you change as a result?'),
  question('Tell me about a time you took the lead without being asked.', 'How did others react?', 'What was the outcome?'),
  question('Describe a situation where you had to work with someone difficult.', 'What did you learn about working with others?'),
  question('Tell me about a time you failed. What happened and what did you learn?', 'How do you apply that lesson today?'),
  question('Describe a time you had to balance several competing priorities, for example coursework, a job and a project.', 'How did you decide what came first?'),
  question('Tell me about a time you explained a complex technical idea to someone without a technical background.', 'How did you know they understood?'),
  question('Describe a time you improved a process or a piece of code that nobody asked you to touch.', 'How did you convince others it was worth it?'),
  question('Tell me about a time you had to make a decision with incomplete information.', 'What assumptions did you make?', 'How did it turn out?'),
  question('Why do you want to work here, and what are you looking for in your next role?', 'What would make you leave a job?'),
  question('Tell me about a time you helped a teammate or classmate succeed.', 'What did it cost you, and was it worth it?'),
];
