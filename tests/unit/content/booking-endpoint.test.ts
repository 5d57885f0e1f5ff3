// contactForm.endpoint in site.config.yaml: our server's booking API unless the owner says otherwise,
// and a clear error at the line for anything else.
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../src/content/load.ts';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const withEndpoint = (line: string) =>
  makeProject({ 'site.config.yaml': baseFile('site.config.yaml').replace('  successVisibleMs: 5000\n', `  successVisibleMs: 5000\n${line}\n`) });

describe('contactForm.endpoint', () => {
  it('is the booking API of this site when left out', async () => {
    const result = await loadSiteConfig(makeProject());
    expect(result.ok && result.site.contactForm.endpoint).toBe('/api/bookings');
  });

  it('takes "simulated", a path of the site or an https address', async () => {
    for (const value of ['simulated', '/api/bookings', 'https://forms.example.com/glow']) {
      const result = await loadSiteConfig(withEndpoint(`  endpoint: ${value}`));
      expect(result.ok && result.site.contactForm.endpoint, value).toBe(value);
    }
  });

  it('points at the line of anything else and says what is allowed', async () => {
    const root = withEndpoint('  endpoint: simulate');
    const result = await loadSiteConfig(root);
    if (result.ok) throw new Error('expected an error');
    const line = baseFile('site.config.yaml').split('\n').findIndex((l) => l === '  successVisibleMs: 5000') + 2;
    expect(result.errors).toMatchObject([{ file: 'site.config.yaml', line, column: 13 }]);
    expect(result.errors[0]!.message).toContain('must be "simulated", a path of this site starting with "/", or an https:// URL');
  });
});
