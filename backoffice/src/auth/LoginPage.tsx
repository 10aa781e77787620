import { Login, LoginForm, PasswordInput, TextInput, email, required } from 'react-admin';

// react-admin's login screen, asking for the e-mail the admin API expects (spec 000: an email
// field of type email and a password, both required).
export const LoginPage = () => (
  <Login>
    <LoginForm>
      <TextInput
        autoFocus
        source="email"
        label="Email"
        type="email"
        autoComplete="username"
        validate={[required(), email()]}
      />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="current-password"
        validate={required()}
      />
    </LoginForm>
  </Login>
);
