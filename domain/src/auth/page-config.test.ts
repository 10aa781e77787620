import { RETENTION_DEFAULTS } from '../privacy/retention';
import type { PublicConfig } from './api-types';
import { fillPageConfig, pageConfigToken, pageConfigTokens } from './page-config';

const config: PublicConfig = {
  productName: 'Bright <Futures> & "Co"',
  supportEmail: 'help@school.example',
  providerUrl: 'https://provider.example/?a=1&b=2',
  websiteUrl: 'https://school.example/',
  termsUrl: 'https://school.example/terms',
  privacyUrl: 'https://school.example/privacy',
  cookiesUrl: 'https://school.example/cookies',
  assessmentVersion: "2026.2 'b'",
  retention: RETENTION_DEFAULTS,
};

describe('the configuration in a page drawn at build time', () => {
  it('should make every name and link a token and keep the retention figures', () => {
    const tokens = pageConfigTokens(config);
    expect(tokens.productName).toBe(pageConfigToken('productName'));
    expect(tokens.cookiesUrl).toBe(pageConfigToken('cookiesUrl'));
    expect(tokens.retention).toEqual(RETENTION_DEFAULTS);
    const strings = Object.values(tokens).filter((v) => typeof v === 'string');
    expect(strings).toHaveLength(8);
    for (const token of strings) expect(token).not.toMatch(/[&<>"']/);
  });

  it('should write each value over its token, escaped for text and attributes', () => {
    const tokens = pageConfigTokens(config);
    const page = `<a href="${tokens.providerUrl}" aria-label="${tokens.productName} logo"><p>${tokens.productName}</p></a><p>${tokens.assessmentVersion}</p>`;
    expect(fillPageConfig(page, config)).toBe(
      '<a href="https://provider.example/?a=1&amp;b=2" aria-label="Bright &lt;Futures&gt; &amp; &quot;Co&quot; logo">' +
        '<p>Bright &lt;Futures&gt; &amp; &quot;Co&quot;</p></a><p>2026.2 &#x27;b&#x27;</p>',
    );
  });

  it('should write a value that looks like a token as it is, and leave unknown tokens', () => {
    const named = { ...config, productName: pageConfigToken('supportEmail') };
    const page = `${pageConfigToken('productName')} {{aspire:retention}} {{aspire:nothing}}`;
    expect(fillPageConfig(page, named)).toBe(
      '{{aspire:supportEmail}} {{aspire:retention}} {{aspire:nothing}}',
    );
  });
});
