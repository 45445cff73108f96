import type { SocialLink } from '../../db/schema';

export const DEMO_PASSWORD = 'demo-password-123';
export const DEMO_USERNAME_PREFIX = 'demo_';

const FIRST_NAMES = [
  'Maya', 'Ethan', 'Priya', 'Lucas', 'Sofia', 'Daniel', 'Aisha', 'Noah', 'Chloe', 'Mateo', 'Hana', 'Owen',
  'Zara', 'Leo', 'Amara', 'Caleb', 'Mei', 'Julian', 'Nadia', 'Samuel', 'Isla', 'Ravi', 'Elena', 'Marcus',
  'Yuki', 'Diego', 'Fatima', 'Henry', 'Grace', 'Tariq', 'Lena', 'Kofi', 'Ava', 'Jonah', 'Sana', 'Felix',
];
const LAST_NAMES = [
  'Patel', 'Nguyen', 'Garcia', 'Kim', 'Okafor', 'Rossi', 'Chen', 'Haddad', 'Martin', 'Silva', 'Tanaka', 'Mueller',
  'Johnson', 'Ahmed', 'Kowalski', 'Rivera', 'Singh', 'Park', 'Dubois', 'Hernandez', 'Ito', 'Mensah', 'Novak', 'Cohen',
  'Ali', 'Lopez', 'Brown', 'Sato', 'Ivanova', 'Walker', 'Reyes', 'Osei', 'Fischer', 'Khan', 'Moreau', 'Bennett',
];
const MAJORS = [
  'Computer Science', 'Computer Engineering', 'Software Engineering', 'Electrical Engineering',
  'Data Science', 'Mathematics', 'Cognitive Science', 'Information Systems',
];
const ROLES = ['Student', 'SWE intern', 'Teaching assistant', 'Research assistant', 'New grad SWE', 'Student', 'Data intern'];
const LOCATIONS = ['Los Angeles, CA', 'San Diego, CA', 'Irvine, CA', 'Seattle, WA', 'San Jose, CA', 'Austin, TX', 'New York, NY', 'Remote'];
const GRAD_DATES = ['2026-06-12', '2026-12-18', '2027-06-11', '2027-12-17', '2028-06-09', '2025-12-19'];
const INTERESTS = [
  'distributed systems', 'compilers', 'mobile apps', 'machine learning', 'game development',
  'frontend and accessibility', 'security', 'databases', 'robotics', 'developer tooling',
];
const GOALS = [
  'Preparing for summer internship interviews.',
  'Getting ready for new-grad interviews this fall.',
  'Practising system design before onsites.',
  'Working on explaining my thinking out loud.',
  'Brushing up on dynamic programming and graphs.',
  'Happy to give detailed feedback after every mock.',
];

export interface DemoProfile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  discordUsername: string;
  discordId: string;
  major: string;
  role: string;
  local: string;
  gradDate: string;
  preview: string;
  bio: string;
  github: SocialLink | null;
  linkedin: SocialLink | null;
  leetcode: SocialLink | null;
}

const pickFrom = <T>(list: readonly T[], index: number): T => list[index % list.length];

/** 36 varied, deterministic members: the same profile for the same index on every run. */
export const DEMO_PROFILES: DemoProfile[] = FIRST_NAMES.map((firstName, index) => {
  const lastName = LAST_NAMES[index];
  const handle = `${firstName}${lastName}`.toLowerCase();
  const major = pickFrom(MAJORS, index);
  const role = pickFrom(ROLES, index * 3);
  const interest = pickFrom(INTERESTS, index * 7);
  const goal = pickFrom(GOALS, index);
  return {
    username: `${DEMO_USERNAME_PREFIX}${firstName.toLowerCase()}`,
    email: `${handle}@demo.example.edu`,
    firstName,
    lastName,
    discordUsername: `demo.${handle}`,
    // Fake snowflakes, far from real ids: a demo account looks verified without a chat-server account.
    discordId: String(900000000000000000n + BigInt(index)),
    major,
    role,
    local: pickFrom(LOCATIONS, index * 5),
    gradDate: pickFrom(GRAD_DATES, index),
    preview: `${role} · ${major} · into ${interest}`,
    bio: `${major} student interested in ${interest}. ${goal}`,
    github: index % 2 === 0 ? { username: handle, isPrivate: false } : null,
    linkedin: index % 3 === 0 ? { username: `${firstName}-${lastName}`.toLowerCase(), isPrivate: index % 6 === 0 } : null,
    leetcode: index % 4 === 1 ? { username: handle, isPrivate: false } : null,
  };
});
