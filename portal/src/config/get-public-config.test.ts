import { getPublicConfig, pageConfig } from './get-public-config';
import { DEFAULT_CONFIG } from './defaults';
import { mockApi } from '../testing/mock-api';

const writeIntoPage = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'aspire-config';
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => document.getElementById('aspire-config')?.remove());

// The server writes the public configuration into the pages it serves.
describe('the public configuration', () => {
  it('should be read from the page, the defaults filling what it lacks, without a request', async () => {
    const api = mockApi({});
    writeIntoPage(JSON.stringify({ productName: 'Northfield Guidance' }));
    expect(pageConfig()).toEqual({ ...DEFAULT_CONFIG, productName: 'Northfield Guidance' });
    await expect(getPublicConfig()).resolves.toEqual({
      ...DEFAULT_CONFIG,
      productName: 'Northfield Guidance',
    });
    expect(api).not.toHaveBeenCalled();
  });

  it.each([['not json'], ['null'], ['"text"'], ['']])(
    'should ask GET /api/config when the page holds %j instead',
    async (text) => {
      const api = mockApi({ 'GET /api/config': { body: { productName: 'From the API' } } });
      writeIntoPage(text);
      expect(pageConfig()).toBeNull();
      await expect(getPublicConfig()).resolves.toEqual({
        ...DEFAULT_CONFIG,
        productName: 'From the API',
      });
      expect(api).toHaveBeenCalledTimes(1);
    },
  );
});
