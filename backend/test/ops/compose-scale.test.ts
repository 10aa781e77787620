import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * CI validates docker-compose.yml with `docker-compose config -q` (.ci/run; no engine, so compose
 * is never run): this reads it (anchors and merge keys resolved as Compose does) and checks what
 * validation cannot, the scale profile's structure.
 */
const ROOT = join(__dirname, '..', '..', '..');

type Service = {
  profiles?: string[];
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  stop_grace_period?: string;
};

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const services = compose.services;
const scale = Object.entries(services).filter(([, s]) => s.profiles?.includes('scale'));
const replicas = scale.filter(([, s]) => s.build).map(([name]) => name);
const nginx = readFileSync(join(ROOT, 'deploy', 'nginx', 'scale.conf'), 'utf8');

describe('docker compose --profile scale', () => {
  it('runs two or more app replicas, Redis, a proxy, on MySQL 8.4', () => {
    expect(replicas.length).toBeGreaterThanOrEqual(2);
    expect(services.redis?.profiles).toContain('scale');
    expect(services.proxy?.image).toMatch(/^nginx:/);
    expect(services.db?.image).toBe('mysql:8.4');
  });

  it('has a health check on every service it starts', () => {
    const started = new Set(['proxy']);
    for (const name of started) {
      for (const dependency of Object.keys(services[name]?.depends_on ?? {}))
        started.add(dependency);
    }
    expect([...started].sort()).toEqual(['db', 'mail', 'proxy', 'redis', ...replicas].sort());
    for (const name of started) expect(services[name]?.healthcheck?.test?.length).toBeTruthy();
  });

  it('gives every replica the shared database, Redis, one trusted proxy hop and one signing key', () => {
    for (const name of replicas) {
      const env = services[name].environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^mysql:\/\/.+@db:3306\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.REDIS_KEY_PREFIX).toMatch(/^[A-Za-z0-9:_.-]+$/);
      expect(services[name].volumes).toContain('scale-data:/app/data');
      expect(services[name].healthcheck?.test.join(' ')).toContain('/api/health/ready');
      // The drain and the time for requests in flight both fit before the kill.
      const grace = Number(/^(\d+)s$/.exec(services[name].stop_grace_period ?? '')?.[1]) * 1000;
      expect(grace).toBeGreaterThan(
        Number(env.SHUTDOWN_DRAIN_MS) + Number(env.SHUTDOWN_TIMEOUT_MS),
      );
      expect(services[name].depends_on?.redis?.condition).toBe('service_healthy');
    }
    // The replicas start together (the migrations take a named lock): each waits for the database.
    for (const name of replicas) {
      expect(services[name].depends_on?.db?.condition).toBe('service_healthy');
    }
  });

  it('starts the proxy only on healthy replicas, and forwards to every replica', () => {
    for (const name of replicas) {
      expect(services.proxy.depends_on?.[name]?.condition).toBe('service_healthy');
      expect(nginx).toMatch(new RegExp(`server ${name}:3000 resolve max_fails=\\d+ fail_timeout=`));
    }
    expect(services.proxy.volumes).toContain(
      './deploy/nginx/scale.conf:/etc/nginx/conf.d/default.conf:ro',
    );
    // Re-resolved (a recreated replica has a new address); a refused connection or the app's
    // own 503 goes to the other replica; a time-out or a 502/504 is not repeated.
    expect(nginx).toMatch(/resolver 127\.0\.0\.11 valid=\d+s/);
    expect(nginx).toMatch(/zone aspire \d+k;/);
    expect(nginx).toMatch(/proxy_next_upstream error http_503 non_idempotent;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('publishes Mailpit on this machine only: the caught mail holds reset links', () => {
    const ports = (services.mail as { ports?: string[] }).ports ?? [];
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+/);
  });

  it('makes demo accounts only where compose asks for them explicitly', () => {
    for (const name of ['app', ...replicas]) {
      expect(services[name].environment?.SEED_DEMO_ACCOUNTS).toBe('true');
    }
  });

  it('leaves the single-instance run alone', () => {
    expect(services.app.profiles).toBeUndefined();
    expect(services.app.environment?.TRUST_PROXY).toBeUndefined();
  });
});
