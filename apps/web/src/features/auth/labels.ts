/** Words of the /login page that are labels, not SPEC.md section 8 messages. */
export const AUTH_LABELS = {
  logInTitle: 'Log In',
  signUpTitle: 'Sign Up',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  logIn: 'Log In',
  signUp: 'Sign Up',
  sending: 'Please wait...',
  noAccount: 'New here?',
  createAccount: 'Create an account',
  haveAccount: 'Already have an account?',
  logInInstead: 'Log in here',
  pageDescription: 'Log in to your account or create one to shop, pay and track your orders.',
} as const;
