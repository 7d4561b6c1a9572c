import { findLinks, linkSignals } from '@/lib/spam/links';

describe('findLinks', () => {
  it('finds links with a scheme or www., and bare links of URL shorteners', () => {
    expect(
      findLinks('See https://a.example/x, http://b.example and www.c.example or bit.ly/abc.'),
    ).toEqual(['https://a.example/x,', 'http://b.example', 'www.c.example', 'bit.ly/abc.']);
  });

  it('does not take technologies or addresses for links', () => {
    expect(findLinks('We use ASP.NET, Node.js and Vue.js; write to a@bit.ly or at.co/x')).toEqual(
      [],
    );
  });
});

describe('linkSignals', () => {
  it('finds nothing in an ordinary enquiry, one link to its own site included', () => {
    const message =
      'We run a logistics firm in Ahmedabad and want our booking site rebuilt in Next.js. ' +
      'The current one is at https://kestrelway.example and is slow on phones.';
    expect(
      linkSignals(['Asha Patel', 'Kestrelway Logistics'], ['Website rebuild', message]),
    ).toEqual([]);
  });

  it('finds nothing in Hindi or Gujarati text', () => {
    expect(
      linkSignals(['आशा पटेल', 'કેસ્ટ્રેલવે'], ['વેબસાઇટ', 'हमें एक नई वेबसाइट चाहिए। કૃપા કરીને સંપર્ક કરો.']),
    ).toEqual([]);
  });

  it('marks a link in the name or company', () => {
    expect(linkSignals(['Cheap loans www.loans.example'], ['Hello'])).toEqual([
      { signal: 'link-in-name' },
    ]);
  });

  it('marks a message with many links', () => {
    const message =
      'Great offers for your business, read all about them in our three articles this week: ' +
      'https://a.example/1 and https://a.example/2 and https://a.example/3 thank you';
    expect(linkSignals(['Sam'], [message])).toEqual([{ signal: 'many-links', count: 3 }]);
  });

  it('marks a message that is mostly links', () => {
    expect(linkSignals(['Sam'], ['Buy: https://pills.example/buy-now-cheap'])).toEqual([
      { signal: 'mostly-links', share: 0.9 },
    ]);
  });

  it('marks a link through a URL shortener, with or without a scheme', () => {
    const message = 'Please look at our requirements document before the call tomorrow: ';
    expect(linkSignals(['Sam'], [`${message}https://bit.ly/3xYz`])).toEqual([
      { signal: 'url-shortener', host: 'bit.ly' },
    ]);
    expect(linkSignals(['Sam'], [`${message}tinyurl.com/abcd`])).toEqual([
      { signal: 'url-shortener', host: 'tinyurl.com' },
    ]);
  });
});
