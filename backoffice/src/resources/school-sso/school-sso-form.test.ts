import { splitDomains, toSchoolSsoPayload } from './school-sso-form';

const google = {
  id: 4,
  school_id: '7',
  school_name: 'Google Grammar',
  provider: 'google',
  client_id: ' client-1 ',
  has_secret: true,
  workspace_domain: ' gschool.test ',
  tenant_id: 'left-over',
  allowed_domains: ['gschool.test'],
  enabled: true,
};

describe('toSchoolSsoPayload', () => {
  it('should leave the secret out when none was typed, so the stored one stays', () => {
    const body = toSchoolSsoPayload({ ...google, client_secret: '  ' });
    expect(body).not.toHaveProperty('client_secret');
    expect(body).toEqual({
      school_id: 7,
      provider: 'google',
      client_id: 'client-1',
      workspace_domain: 'gschool.test',
      tenant_id: null,
      allowed_domains: ['gschool.test'],
      enabled: true,
    });
  });

  it("should send a typed secret, and only the Microsoft provider's tenant", () => {
    const body = toSchoolSsoPayload({
      ...google,
      provider: 'microsoft',
      tenant_id: '6f7e8d9c-0b1a-4c2d-9e3f-a1b2c3d4e5f6',
      client_secret: 's3cret',
      allowed_domains: 'MSchool.test, pupils.mschool.test',
      enabled: false,
    });
    expect(body).toMatchObject({
      client_secret: 's3cret',
      workspace_domain: null,
      tenant_id: '6f7e8d9c-0b1a-4c2d-9e3f-a1b2c3d4e5f6',
      allowed_domains: ['mschool.test', 'pupils.mschool.test'],
      enabled: false,
    });
  });

  it('should split domains typed with commas, spaces or lines', () => {
    expect(splitDomains('a.org,b.org\nc.org ;d.org')).toEqual(['a.org', 'b.org', 'c.org', 'd.org']);
    expect(splitDomains('')).toEqual([]);
  });
});
