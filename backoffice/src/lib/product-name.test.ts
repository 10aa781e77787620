import { PAGE_CONFIG_ELEMENT_ID } from '@aspire/domain';
import { backofficeTitle, productName } from './product-name';

/** The configuration block as the server writes it into the page (backend public-config.ts). */
function writeConfig(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.remove());

describe("the back-office's name", () => {
  it('should follow the configured product name written into the page', () => {
    writeConfig(JSON.stringify({ productName: 'Bright Futures', supportEmail: 'x@y.example' }));
    expect(productName()).toBe('Bright Futures');
    expect(backofficeTitle()).toBe('Bright Futures Back-office');
  });

  it.each([
    ['no configuration', null],
    ['unreadable JSON', '{not json'],
    ['no name', '{}'],
    ['a blank name', '{"productName":"  "}'],
    ['a name that is not text', '{"productName":42}'],
  ])('should say Aspire with %s', (_label, text) => {
    if (text !== null) writeConfig(text);
    expect(backofficeTitle()).toBe('Aspire Back-office');
  });
});
