import { ConfigError, loadConfig } from '../src/config/env';

describe('configuration', () => {
  it('should default to the SQLite file data/aspire.sqlite', () => {
    expect(loadConfig({}).database).toEqual({ kind: 'sqlite', file: 'data/aspire.sqlite' });
  });

  it('should accept mysql:// URLs for MySQL and MariaDB', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/aspire' }).database).toEqual({
      kind: 'mysql',
      url: 'mysql://u:p@db:3306/aspire',
    });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://x/y' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://host-without-database' }],
    ['AI_PROVIDER', { AI_PROVIDER: 'skynet' }],
    ['PORT', { PORT: 'eighty' }],
  ])('should name %s when it is invalid', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('should name every bad variable in one line, each with its reason', () => {
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' })).toThrow(
      new ConfigError(
        'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "70000"); ' +
          'TRUST_PROXY must be "false", a number of proxies (1-10) or IP addresses/CIDR ranges (got "yes"); ' +
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ),
    );
  });

  it('should read a blank variable as unset and every value typed', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '',
      TRUST_PROXY: '1',
      APP_URL: 'http://a.test/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 1,
      appUrl: 'http://a.test',
    });
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['SMTP_HOST', { MAIL_TRANSPORT: 'smtp' }],
    ['AI_API_KEY', { AI_PROVIDER: 'openai-compatible' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['AI_BASE_URL', { AI_BASE_URL: 'not a url' }],
  ])('should name %s when what it depends on is missing or wrong', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
