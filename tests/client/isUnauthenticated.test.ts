// When the server says nobody is signed in (relay/isUnauthenticated.ts): what sends the app to the sign-in page.
import { GraphQLRequestError } from '../../src/client/relay/errors';
import { isUnauthenticated } from '../../src/client/relay/isUnauthenticated';

test('unauthenticated: a request error with the code UNAUTHENTICATED among others; nothing else', () => {
  const refused = (...codes: string[]) =>
    new GraphQLRequestError(
      codes.map((code) => ({ message: code, extensions: { code } })),
      401,
    );
  expect(isUnauthenticated(refused('UNAUTHENTICATED'))).toBe(true);
  expect(isUnauthenticated(refused('RATE_LIMITED', 'UNAUTHENTICATED'))).toBe(true);
  expect(isUnauthenticated(refused('FORBIDDEN'))).toBe(false);
  expect(isUnauthenticated(refused())).toBe(false);
  // The same words elsewhere are not the server's answer.
  expect(isUnauthenticated(Object.assign(new Error('UNAUTHENTICATED'), { codes: ['UNAUTHENTICATED'] }))).toBe(false);
  expect(isUnauthenticated({ codes: ['UNAUTHENTICATED'] })).toBe(false);
  expect(isUnauthenticated(undefined)).toBe(false);
});
