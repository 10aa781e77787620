import { Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Login, LoginForm, PasswordInput, TextInput, email, required } from 'react-admin';
import { backofficeTitle, productName } from '../lib/product-name';
import { EmailWatcher, SsoLogin } from './SsoLogin';

/** The product's mark: its initial on its navy, in place of react-admin's lock icon. */
const AspireMark = () => (
  <Box
    component="span"
    aria-hidden
    sx={{ fontWeight: 700, fontSize: 22, lineHeight: 1, fontFamily: 'inherit' }}
  >
    {productName().charAt(0).toUpperCase()}
  </Box>
);

// react-admin's login screen with the product's name (PRODUCT_NAME) and a heading, asking for the
// e-mail the admin API expects (an email field of type email and a password, both
// required).
// The page is the main landmark (axe's landmark-one-main): react-admin's root is a div.
// Under it, the school account buttons and the school sign-in's landing (SsoLogin).
export const LoginPage = () => {
  const [typedEmail, setTypedEmail] = useState('');
  return (
    <Login avatarIcon={<AspireMark />} role="main">
      <Box sx={{ px: 2, pt: 1, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {backofficeTitle()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sign in with your staff account
        </Typography>
      </Box>
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
        <EmailWatcher onChange={setTypedEmail} />
      </LoginForm>
      <Box sx={{ px: 2, pb: 1, textAlign: 'center' }}>
        <Link href="#/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Box>
      <SsoLogin email={typedEmail} />
    </Login>
  );
};
