import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { ContactFooter } from './ContactFooter';
import { FooterLink } from './FooterLink';
import { Header } from './Header';
import { ThemedPage } from './ThemedPage';

type PageLayoutProps = { children: ReactNode; maxWidth?: 'xs' | 'sm' | 'md' | 'lg' };

export function PageLayout({ children, maxWidth = 'sm' }: PageLayoutProps) {
  return (
    <ThemedPage>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header />
        <Container component="main" maxWidth={maxWidth} sx={{ flex: 1, py: 4 }}>
          {children}
        </Container>
        <ContactFooter />
        <FooterLink />
      </Box>
    </ThemedPage>
  );
}
