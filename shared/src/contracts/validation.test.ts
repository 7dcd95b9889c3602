import { confirmProblem, emailProblem, phoneProblem, VALIDATION_MESSAGES } from './validation';

describe('form rules of SPEC section 5', () => {
  it('spells the messages exactly as SPEC does', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      usernameRequired: 'Username required',
      emailRequired: 'Email required',
      emailInvalid: 'Enter a valid email',
      passwordRequired: 'Password required',
      passwordTooShort: 'Password must be minimum 8 characters',
      confirmRequired: 'Confirm Password required',
      confirmMismatch: 'Password not match',
      phoneRequired: 'Phone required',
      phoneLength: 'Phone number must be 11 digit',
      phoneDigits: 'Please enter a number',
    });
  });

  it('checks an email is present and looks like one', () => {
    expect(emailProblem('')).toBe('Email required');
    expect(emailProblem('ana@example')).toBe('Enter a valid email');
    expect(emailProblem('ana @example.com')).toBe('Enter a valid email');
    expect(emailProblem('ana@example.com')).toBeNull();
  });

  it('checks a phone is present, 11 characters, then digits', () => {
    expect(phoneProblem('')).toBe('Phone required');
    expect(phoneProblem('0171234567')).toBe('Phone number must be 11 digit');
    expect(phoneProblem('0171234567a')).toBe('Please enter a number');
    expect(phoneProblem('01712345678')).toBeNull();
  });

  it('checks the confirmation matches', () => {
    expect(confirmProblem('', 'secret123')).toBe('Confirm Password required');
    expect(confirmProblem('secret124', 'secret123')).toBe('Password not match');
    expect(confirmProblem('secret123', 'secret123')).toBeNull();
  });
});
