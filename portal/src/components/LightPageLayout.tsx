import type { ReactNode } from 'react';
import { usePublicConfig } from '../config/get-public-config';
import { Logo } from './Logo';
import './light-page.css';

type LightPageLayoutProps = {
  children: ReactNode;
  /** the main column: xs (444 px, the sign-in screen) or lg (1200 px, the dashboard) */
  width?: 'xs' | 'lg';
};

/**
 * PageLayout (header, xs main column, contact footer, website bar) drawn with plain
 * elements and one small stylesheet instead of MUI and Emotion, for the sign-in screen: the first
 * visit to `/` downloads no MUI at all, and for the dashboard's first screen. Same
 * landmarks, names and test ids.
 */
export function LightPageLayout({ children, width = 'xs' }: LightPageLayoutProps) {
  const { productName, providerUrl, supportEmail, websiteUrl } = usePublicConfig();
  return (
    <div className="light-page">
      <header className="light-header">
        <a href={providerUrl} aria-label={`${productName} logo`}>
          <Logo />
        </a>
        <p>{productName}</p>
      </header>
      <main className={`light-main light-main--${width}`}>{children}</main>
      <footer className="light-footer">
        <p className="light-body2">
          Need help? Contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </footer>
      <div className="light-website-bar" data-testid="website-bar">
        <a className="light-body2" href={websiteUrl} target="_blank" rel="noopener noreferrer">
          Visit our website
        </a>
      </div>
    </div>
  );
}
