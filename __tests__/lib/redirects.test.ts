import { aliasRedirects } from '@/content/pages';
import { redirectTarget } from '@/lib/redirects';

describe('redirectTarget', () => {
  it('leaves a canonical path and the home page alone', () => {
    expect(redirectTarget('/')).toBeNull();
    expect(redirectTarget('/services')).toBeNull();
    expect(redirectTarget('/no-such-page')).toBeNull();
  });

  it('drops a trailing slash, however many', () => {
    expect(redirectTarget('/services/')).toBe('/services');
    expect(redirectTarget('/services/devops//')).toBe('/services/devops');
    expect(redirectTarget('/no-such-page/')).toBe('/no-such-page');
  });

  it.each(aliasRedirects.filter((alias) => !alias.source.includes(':')))(
    'sends $source to $destination, with or without a trailing slash',
    ({ source, destination }) => {
      expect(redirectTarget(source)).toBe(destination);
      expect(redirectTarget(`${source}/`)).toBe(destination);
    },
  );

  it('takes the first alias that matches; a rest pattern matches any depth, and none', () => {
    const aliases = [
      { source: '/old/kept', destination: '/kept' },
      { source: '/old/:rest*', destination: '/new' },
    ] as const;
    expect(redirectTarget('/old/kept', aliases)).toBe('/kept');
    expect(redirectTarget('/old', aliases)).toBe('/new');
    expect(redirectTarget('/old/a/b/', aliases)).toBe('/new');
    expect(redirectTarget('/older', aliases)).toBeNull();
  });

  it('sends unknown /solutions/* paths to /services', () => {
    expect(redirectTarget('/solutions/quantum')).toBe('/services');
  });
});
