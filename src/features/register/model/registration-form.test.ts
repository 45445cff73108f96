import { emptyRegistrationForm, registrationFormError, toRegistration, type RegistrationFormValues } from './registration-form';

const complete: RegistrationFormValues = {
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.edu',
  discordUsername: 'ada.l',
  password: 'analytical engine',
  confirmPassword: 'analytical engine',
};

describe('registrationFormError', () => {
  it('accepts a complete form whose passwords match', () => {
    expect(registrationFormError(complete)).toBeNull();
  });

  it('asks for every field, blank ones included', () => {
    expect(registrationFormError(emptyRegistrationForm)).toBe('Please fill out all fields.');
    for (const field of Object.keys(complete) as Array<keyof RegistrationFormValues>) {
      expect(registrationFormError({ ...complete, [field]: '  ' })).toBe('Please fill out all fields.');
    }
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
    });
  });
});
