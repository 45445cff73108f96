import { emptyRegistrationForm, registrationFormError, toRegistration, type RegistrationFormValues } from './registration-form';

const complete: RegistrationFormValues = {
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.edu',
  discordUsername: 'ada.l',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
  interviewFocus: 'system_design',
  interviewDifficulty: 'hard',
  preferredLanguage: 'python',
};

const TYPED_FIELDS = ['username', 'firstName', 'lastName', 'email', 'discordUsername', 'password', 'confirmPassword'] as const;

describe('registrationFormError', () => {
  it('accepts a complete form whose passwords match', () => {
    expect(registrationFormError(complete)).toBeNull();
  });

  it('asks for every typed field, blank ones included', () => {
    expect(registrationFormError(emptyRegistrationForm)).toBe('Please fill out all fields.');
    for (const field of TYPED_FIELDS) {
      expect(registrationFormError({ ...complete, [field]: '  ' })).toBe('Please fill out all fields.');
    }
  });

  it('takes "no preference" for the language: it is optional', () => {
    expect(registrationFormError({ ...complete, preferredLanguage: '' })).toBeNull();
  });

  it("starts the preferences at the server's defaults: mixed, medium, no language", () => {
    expect(emptyRegistrationForm).toMatchObject({ interviewFocus: 'mixed', interviewDifficulty: 'medium', preferredLanguage: '' });
  });

  it('refuses passwords that differ', () => {
    expect(registrationFormError({ ...complete, confirmPassword: 'analytical engine!' })).toBe('Passwords do not match.');
  });
});

describe('toRegistration', () => {
  it('trims the text fields but sends the password exactly as typed', () => {
    expect(toRegistration({ ...complete, username: ' ada ', email: ' ada@example.edu', password: ' spaced out ' })).toEqual({
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      discordUsername: 'ada.l',
      password: ' spaced out ',
      interviewFocus: 'system_design',
      interviewDifficulty: 'hard',
      preferredLanguage: 'python',
    });
  });
});
