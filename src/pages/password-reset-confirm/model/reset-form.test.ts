import { validateResetForm } from './reset-form';

const link = { uid: 'MQ', token: 'abc-123' };

describe('validateResetForm', () => {
  it('needs both password fields', () => {
    expect(validateResetForm({ ...link, newPassword: '', confirmPassword: 'x' })).toEqual({ error: 'Both password fields are required.' });
    expect(validateResetForm({ ...link, newPassword: 'x', confirmPassword: '' })).toEqual({ error: 'Both password fields are required.' });
  });

  it('needs the passwords to match', () => {
    expect(validateResetForm({ ...link, newPassword: 'new secret 1', confirmPassword: 'new secret 2' })).toEqual({
      error: 'Passwords do not match.',
    });
  });

  it('needs the uid and token of the link', () => {
    const passwords = { newPassword: 'new secret', confirmPassword: 'new secret' };
    expect(validateResetForm({ ...passwords, uid: undefined, token: 'abc' })).toEqual({ error: 'Invalid or missing reset link.' });
    expect(validateResetForm({ ...passwords, uid: 'MQ', token: '' })).toEqual({ error: 'Invalid or missing reset link.' });
  });

  it('gives the request to send when all is well', () => {
    expect(validateResetForm({ ...link, newPassword: 'new secret', confirmPassword: 'new secret' })).toEqual({
      confirmation: { uid: 'MQ', token: 'abc-123', newPassword: 'new secret' },
    });
  });
});
